import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, EmptyState } from '@zaalplek/design-system';
import { navigate, RequireLogin, useLocale } from '@zaalplek/platform';
import { PagedSpaces } from '../shared/PagedSpaces';
import { useDocumentMeta } from '@zaalplek/platform';
import { SEARCH_PAGE_SIZE } from '../results/searchQuery';
import { useFavouriteSpacesQuery } from './favouritesApi';

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
`;

function Favourites() {
  const intl = useIntl();
  const locale = useLocale();
  const [pageCount, setPageCount] = useState(1);
  const first = useFavouriteSpacesQuery({ page: 1, size: SEARCH_PAGE_SIZE, locale });
  const usePage = (page: number) => useFavouriteSpacesQuery({ page, size: SEARCH_PAGE_SIZE, locale });
  return (
    <Page data-testid="favourites-page">
      <h1>{intl.formatMessage({ id: 'FavouritesPage.title', defaultMessage: 'Mijn favorieten' })}</h1>
      {first.isError ? (
        <EmptyState
          title={intl.formatMessage({ id: 'FavouritesPage.errorTitle', defaultMessage: 'Je favorieten konden niet worden geladen' })}
          action={<Button onClick={() => first.refetch()}>{intl.formatMessage({ id: 'SearchPage.retry', defaultMessage: 'Opnieuw proberen' })}</Button>}
        />
      ) : first.data && first.data.total === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'FavouritesPage.emptyTitle', defaultMessage: 'Nog geen favorieten' })}
          description={intl.formatMessage({ id: 'FavouritesPage.emptyText', defaultMessage: 'Klik op het hartje bij een ruimte om hem hier te bewaren.' })}
          action={<Button onClick={() => navigate('/search')}>{intl.formatMessage({ id: 'FavouritesPage.search', defaultMessage: 'Ruimtes zoeken' })}</Button>}
        />
      ) : (
        <PagedSpaces testId="favourite-spaces" pageCount={pageCount} onMore={() => setPageCount((n) => n + 1)} usePage={usePage} />
      )}
    </Page>
  );
}

/** /favorites: the guest's favourite spaces (login guard: the login popup on this page). */
export function FavouritesPage() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'FavouritesPage.metaTitle', defaultMessage: 'Mijn favorieten | Zaalplek' }), null);
  return (
    <RequireLogin stayOnPage>
      <Favourites />
    </RequireLogin>
  );
}
