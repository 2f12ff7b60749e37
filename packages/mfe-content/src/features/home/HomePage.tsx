import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, EmptyState, Spinner } from '@zaalplek/design-system';
import { useDocumentMeta } from '../shared/useDocumentMeta';
import { CmsBlocks } from './blocks/CmsBlocks';
import { useGetHomeQuery } from './homeApi';
import { Testimonials } from './Testimonials';
import { TopSpaces } from './TopSpaces';

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
`;

/**
 * Home page, built from the CMS page `home`: blocks in position order. The SLIDER block
 * (source top_spaces) shows the first 4 highlighted spaces followed by the testimonials;
 * without a SLIDER block both follow the first block (the hero).
 */
export function HomePage() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'nl';
  const { data: page, isLoading, isError, refetch } = useGetHomeQuery({ locale });
  useDocumentMeta(page ? page.meta_title || page.title : null, page?.meta_description);

  if (isLoading) {
    return (
      <Center>
        <Spinner size="lg" />
      </Center>
    );
  }
  if (isError || !page) {
    return (
      <Center>
        <EmptyState
          title={intl.formatMessage({ id: 'HomePage.errorTitle' })}
          description={intl.formatMessage({ id: 'HomePage.errorText' })}
          action={<Button onClick={() => refetch()}>{intl.formatMessage({ id: 'HomePage.retry' })}</Button>}
        />
      </Center>
    );
  }

  const blocks = [...page.blocks].sort((a, b) => a.position - b.position);
  const hasSlider = blocks.some((b) => b.block_type === 'SLIDER');
  const spacesAndTestimonials = (title?: string) => (
    <>
      <TopSpaces title={title} />
      <Testimonials />
    </>
  );

  return (
    <div data-testid="home-page">
      {hasSlider ? (
        <CmsBlocks blocks={blocks} renderSlider={(slider) => spacesAndTestimonials(slider.title)} />
      ) : (
        <>
          <CmsBlocks blocks={blocks.slice(0, 1)} renderSlider={() => null} />
          {spacesAndTestimonials()}
          <CmsBlocks blocks={blocks.slice(1)} renderSlider={() => null} />
        </>
      )}
    </div>
  );
}
