// The first page's data, asked for as soon as the page code has loaded: the request then runs while
// the shell and the page render, instead of after them (on a phone the render takes most of a second).
// The arguments are those the pages pass to the same queries, so the pages find the answer (or the
// request under way) in the cache. Without a subscription: unused answers leave the cache as usual.
import { matchPath } from 'react-router';
import { getLocale, stripLocale } from '@zaalplek/platform';
import { contentApi } from '../content/contentApi';
import type { AppDispatch } from '../../store';

export function prefetchPageData(dispatch: AppDispatch, location: { pathname: string; search: string }): void {
  const path = stripLocale(location.pathname);
  const params = new URLSearchParams(location.search);
  // a preview link shows the draft: its page asks with the token itself
  if (params.has('preview')) return;
  const locale = getLocale(location.pathname);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const at = (pattern: string) => matchPath(pattern, path)?.params;
  const options = { subscribe: false } as const;

  if (at('/blog')) void dispatch(contentApi.endpoints.blogArticles.initiate({ locale, page }, options));
  else if (at('/how-to')) void dispatch(contentApi.endpoints.howToArticles.initiate({ locale, page }, options));
  else if (at('/blog/:slug')) void dispatch(contentApi.endpoints.blogArticle.initiate({ locale, slug: at('/blog/:slug')!.slug!, preview: null }, options));
  else if (at('/how-to/:slug')) void dispatch(contentApi.endpoints.howToArticle.initiate({ locale, slug: at('/how-to/:slug')!.slug!, preview: null }, options));
  else if (at('/locations')) void dispatch(contentApi.endpoints.locations.initiate({ locale }, options));
  else if (at('/locations/:region/:city/:tag')) {
    const { region, city, tag } = at('/locations/:region/:city/:tag')!;
    void dispatch(contentApi.endpoints.locationTag.initiate({ locale, slug: `${region}/${city}/${tag}` }, options));
  } else {
    const place = at('/locations/:region/:city') ?? at('/locations/:region');
    if (!place) return;
    const slug = place.city ? `${place.region}/${place.city}` : place.region!;
    // a city page then shows the city's spaces: ask for them as soon as the city's name is known
    void dispatch(contentApi.endpoints.location.initiate({ locale, slug }, options)).then(({ data }) => {
      if (data?.type === 'CITY') void dispatch(contentApi.endpoints.citySpaces.initiate({ locale, city: data.name }, options));
    });
  }
}
