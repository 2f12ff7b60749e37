import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, EmptyState, Spinner } from '@zaalplek/design-system/core';
import { useDocumentMeta, useLocationHref, useTransitionValue } from '@zaalplek/platform';
import { CmsBlocks } from './blocks/CmsBlocks';
import { revalidateHomeReads, useFeedbacks, useHomePage, useTopSpaces } from './homeReads';
import { Testimonials } from './Testimonials';
import { TopSpaces } from './TopSpaces';

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
`;

/**
 * Home page, built from the CMS page `home`: blocks in position order. The SLIDER block
 * (source top_spaces) shows the first 4 highlighted spaces; the testimonials slider follows
 * its headline (see `anchor`). Without a SLIDER block both follow the first block (the hero).
 */
export function HomePage() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'nl';
  // shown again: staff may have changed the highlighted order, the testimonials or the page meanwhile
  useEffect(() => revalidateHomeReads(), []);
  const preview = new URL(useLocationHref(), 'http://x').searchParams.get('preview');
  const { data, isLoading, isError, refetch } = useHomePage(locale, preview);
  // Asked for together with the page (one request each, shared with TopSpaces): the page shows
  // once both answered, so the cards do not push the blocks below them down as they arrive.
  const topSpaces = useTopSpaces(locale);
  // The testimonials' first tab is asked for at the same time (not awaited).
  useFeedbacks(locale, 'Booker');
  useDocumentMeta(data ? data.meta_title || data.title : null, data?.meta_description);
  // the page's blocks render as a transition, in slices: the answers' arrival is not one long task
  const answer = useMemo(() => ({ page: data, loading: isLoading || topSpaces.isLoading, failed: isError }), [data, isLoading, topSpaces.isLoading, isError]);
  const { page, loading, failed } = useTransitionValue(answer);

  if (loading) {
    return (
      <Center>
        <Spinner size="lg" />
      </Center>
    );
  }
  if (failed || !page) {
    return (
      <Center>
        <EmptyState
          title={intl.formatMessage({ id: 'HomePage.errorTitle', defaultMessage: 'De startpagina kon niet worden geladen' })}
          description={intl.formatMessage({ id: 'HomePage.errorText', defaultMessage: 'Controleer je internetverbinding en probeer het opnieuw.' })}
          action={<Button onClick={() => refetch()}>{intl.formatMessage({ id: 'HomePage.retry', defaultMessage: 'Opnieuw proberen' })}</Button>}
        />
      </Center>
    );
  }

  const blocks = [...page.blocks].sort((a, b) => a.position - b.position);
  const sliderIndex = blocks.findIndex((b) => b.block_type === 'SLIDER');
  const afterSlider = sliderIndex >= 0 ? blocks[sliderIndex + 1] : undefined;
  // The testimonials follow the headline that introduces them (the block right after the
  // SLIDER when it is a HEADLINE), else the SLIDER itself; without a SLIDER, the first block.
  const anchor = afterSlider?.block_type === 'HEADLINE' ? afterSlider : blocks[Math.max(sliderIndex, 0)];

  return (
    <div data-testid="home-page">
      {blocks.length === 0 && (
        <>
          <TopSpaces />
          <Testimonials />
        </>
      )}
      <CmsBlocks
        blocks={blocks}
        renderSlider={(slider) => (!slider.source || slider.source === 'top_spaces' ? <TopSpaces title={slider.title} /> : null)}
        renderAfter={(block) =>
          block === anchor ? (
            <>
              {sliderIndex < 0 && <TopSpaces />}
              <Testimonials withTitle={anchor.block_type !== 'HEADLINE'} />
            </>
          ) : null
        }
      />
    </div>
  );
}
