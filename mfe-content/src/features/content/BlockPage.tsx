import { useIntl } from 'react-intl';
import { CmsBlocks } from '../home/blocks/CmsBlocks';
import type { CmsBlock } from '../home/types';
import { useBlockPageQuery, type BlockPageKind } from './contentApi';
import { Main, PageCrumbs, PageState, PreviewBanner, useLocaleKey, usePreviewToken } from './PageFrame';
import { SpaceSlider } from './SpaceSlider';

/** about-us, the vendor landing, the security policy and the hall of fame: CMS block pages. */
export function BlockPage({ kind }: { kind: BlockPageKind }) {
  const locale = useLocaleKey();
  useIntl();
  const preview = usePreviewToken();
  const { data, isLoading, isError, refetch } = useBlockPageQuery({ locale, kind, preview });
  return (
    <PageState state={{ isLoading, isError, isMissing: !isLoading && !isError && !data, refetch }} title={data?.meta_title?.replace(/ \| Zaalplek$/, '') || data?.title} description={data?.meta_description}>
      {() =>
        data && (
          <div data-testid={`page-${kind}`}>
            {preview && (
              <Main as="div">
                <PreviewBanner token={preview} />
              </Main>
            )}
            {data.blocks[0]?.block_type !== 'HERO' && (
              <Main as="div">
                <PageCrumbs items={[{ label: data.title }]} />
              </Main>
            )}
            <CmsBlocks blocks={data.blocks as CmsBlock[]} renderSlider={(slider) => <SpaceSlider title={slider.title} limit={slider.limit} slugs={slider.slugs} />} />
          </div>
        )
      }
    </PageState>
  );
}
