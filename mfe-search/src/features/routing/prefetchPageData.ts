// The first page's data, asked for when mfe-search's code has loaded: the request then runs while the
// shell and the page render, instead of after them (on a phone the render takes most of a second).
// The arguments are those the pages pass to the same queries, so the pages find the answer (or the
// request under way) in the cache. Without a subscription: unused answers leave the cache as usual.
import { matchPath } from 'react-router';
import { getLocale, stripLocale } from '@zaalplek/platform';
import { resultsApi } from '../results/resultsApi';
import { venueFindInput } from '../results/searchArgs';
import { parseSearchQuery } from '../results/searchQuery';
import { spaceApi } from '../space/spaceApi';
import type { AppDispatch } from '../../store';

export function prefetchPageData(dispatch: AppDispatch, location: { pathname: string; search: string }): void {
  const path = stripLocale(location.pathname);
  const locale = getLocale(location.pathname);
  const options = { subscribe: false } as const;
  const space = matchPath('/space/:hash/:name/:reference', path)?.params;
  if (space?.reference) void dispatch(spaceApi.endpoints.spaceByReference.initiate({ reference: space.reference, locale }, options));
  else if (matchPath('/search', path)) {
    void dispatch(resultsApi.endpoints.venueSearch.initiate({ input: venueFindInput(parseSearchQuery(location.search), 1), locale }, options));
  }
}
