import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Spinner } from '@zaalplek/design-system';
import { SpaceCardGrid } from './SpaceCardItem';
import type { SpaceCardPage } from './types';

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space(5)};
`;

/**
 * Pages 1..pageCount of a SpacePage query shown as one grid ("more" appends the next page).
 * `usePage(page)` is the RTK Query hook call for one page.
 */
export function PagedSpaces({
  pageCount,
  onMore,
  usePage,
  testId,
}: {
  pageCount: number;
  onMore: () => void;
  usePage: (page: number) => { data?: SpaceCardPage; isFetching: boolean };
  testId: string;
}) {
  const intl = useIntl();
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <div data-testid={testId}>
      {pages.map((page) => (
        <PageChunk key={page} page={page} usePage={usePage} />
      ))}
      <MoreButton pageCount={pageCount} onMore={onMore} usePage={usePage} label={intl.formatMessage({ id: 'PagedSpaces.more', defaultMessage: 'Meer ruimtes' })} />
    </div>
  );
}

function PageChunk({ page, usePage }: { page: number; usePage: (page: number) => { data?: SpaceCardPage } }) {
  const { data } = usePage(page);
  if (!data) return page === 1 ? <Spinner size="lg" /> : null;
  return <SpaceCardGrid spaces={data.result} />;
}

function MoreButton({
  pageCount,
  onMore,
  usePage,
  label,
}: {
  pageCount: number;
  onMore: () => void;
  usePage: (page: number) => { data?: SpaceCardPage; isFetching: boolean };
  label: string;
}) {
  const { data, isFetching } = usePage(pageCount);
  if (!data || data.page >= data.total_pages) return null;
  return (
    <Footer>
      <Button variant="secondary" onClick={onMore} loading={isFetching}>
        {label}
      </Button>
    </Footer>
  );
}
