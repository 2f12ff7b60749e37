import { Fragment, type ComponentType, type ReactNode } from 'react';
import type { CmsBlock } from '../types';
import { asData, type SliderData } from './blockData';
import { HeroBlock } from './HeroBlock';
import { FaqBlock, InfoBlock, WhatWeDoBlock } from './ListBlocks';
import { NavigationBlock, SocialLinksBlock } from './LinkBlocks';
import { HeadlineBlock, IconTitleBlock, TextBlock } from './TextBlocks';
import { LazyVideoBlock } from './LazyVideoBlock';

/** Renderers for the block types that carry their own content; SLIDER is handled by the page. */
const RENDERERS: Record<string, ComponentType<{ data: unknown }>> = {
  HERO: HeroBlock,
  HEADLINE: HeadlineBlock,
  TEXT: TextBlock,
  ICON_TITLE: IconTitleBlock,
  WHAT_WE_DO: WhatWeDoBlock,
  INFO: InfoBlock,
  FAQ: FaqBlock,
  VIDEO: LazyVideoBlock,
  NAVIGATION: NavigationBlock,
  SOCIAL_LINKS: SocialLinksBlock,
};

export interface CmsBlocksProps {
  blocks: CmsBlock[];
  /** Renders a SLIDER block (its data says what to load, e.g. source "top_spaces"). */
  renderSlider: (slider: Partial<SliderData>, block: CmsBlock) => ReactNode;
  /** Extra content placed right after a block (e.g. the testimonials after their headline). */
  renderAfter?: (block: CmsBlock) => ReactNode;
}

/** The blocks of a CMS page in position order; unknown block types are skipped. */
export function CmsBlocks({ blocks, renderSlider, renderAfter }: CmsBlocksProps) {
  const ordered = [...blocks].sort((a, b) => a.position - b.position);
  return (
    <>
      {ordered.map((block) => {
        const Renderer = RENDERERS[block.block_type];
        const content =
          block.block_type === 'SLIDER' ? renderSlider(asData<SliderData>(block.data), block) : Renderer ? <Renderer data={block.data} /> : null;
        return (
          <Fragment key={block.block_id}>
            {content}
            {renderAfter?.(block)}
          </Fragment>
        );
      })}
    </>
  );
}
