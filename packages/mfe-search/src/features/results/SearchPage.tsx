import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, EmptyState, Spinner } from '@zaalplek/design-system';
import { useLocationHref } from '@zaalplek/platform';
import { useDocumentMeta } from '../shared/useDocumentMeta';
import { ResultsChunk } from './ResultsChunk';
import { useVenueSearchQuery } from './resultsApi';
import { SearchBar } from './SearchBar';
import { venueFindInput } from './searchArgs';
import { parseSearchQuery, SEARCH_PAGE_SIZE, serializeSearchQuery } from './searchQuery';

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
`;

const Total = styled.p`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space(5)};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(7)} 0;
`;

/**
 * /search: the URL (search, lat, lng, attendees, page) drives everything. `page` is the number
 * of result pages shown; "more" raises it in place (replaceState), so a shared link shows the same list.
 */
export function SearchPage() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'nl';
  const { pathname, search } = new URL(useLocationHref(), 'http://localhost');
  const query = parseSearchQuery(search);

  const first = useVenueSearchQuery({ input: venueFindInput(query, 1), locale });
  const total = first.data?.total ?? 0;
  const pageCount = Math.max(1, Math.min(query.page, Math.ceil(total / SEARCH_PAGE_SIZE)));
  // The last shown page: its loading state drives the "more" button's spinner.
  const last = useVenueSearchQuery({ input: venueFindInput(query, pageCount), locale }, { skip: !first.data });

  useDocumentMeta(
    query.search
      ? intl.formatMessage({ id: 'SearchPage.titleWithSearch' }, { search: query.search })
      : intl.formatMessage({ id: 'SearchPage.title' }),
    intl.formatMessage({ id: 'SearchPage.metaDescription' }),
  );

  const showMore = () => {
    window.history.replaceState(window.history.state, '', `${pathname}${serializeSearchQuery({ ...query, page: pageCount + 1 })}`);
  };

  let body;
  if (first.isLoading) {
    body = (
      <Center>
        <Spinner size="lg" />
      </Center>
    );
  } else if (first.isError) {
    body = (
      <EmptyState
        title={intl.formatMessage({ id: 'SearchPage.errorTitle' })}
        description={intl.formatMessage({ id: 'SearchPage.errorText' })}
        action={<Button onClick={() => first.refetch()}>{intl.formatMessage({ id: 'SearchPage.retry' })}</Button>}
      />
    );
  } else if (total === 0) {
    body = (
      <EmptyState
        title={intl.formatMessage({ id: 'SearchPage.emptyTitle' })}
        description={intl.formatMessage({ id: 'SearchPage.emptyText' })}
      />
    );
  } else {
    const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
    const hasMore = pageCount * SEARCH_PAGE_SIZE < total;
    body = (
      <>
        <List data-testid="search-results">
          {pages.map((p) => (
            <ResultsChunk key={p} query={query} page={p} locale={locale} />
          ))}
        </List>
        {hasMore && (
          <Footer>
            <Button variant="secondary" onClick={showMore} loading={last.isFetching}>
              {intl.formatMessage({ id: 'SearchPage.more' })}
            </Button>
          </Footer>
        )}
      </>
    );
  }

  return (
    <Page data-testid="search-page">
      <h1>{intl.formatMessage({ id: 'SearchPage.heading' })}</h1>
      <SearchBar query={query} />
      {!first.isLoading && !first.isError && (
        <Total data-testid="search-total">{intl.formatMessage({ id: 'SearchPage.total' }, { total })}</Total>
      )}
      {body}
    </Page>
  );
}
