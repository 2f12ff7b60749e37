import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { SpaceCard, SpaceCardPlaceholder } from '@zaalplek/design-system';
import { AfterFirstPaint, Link, localePath, navigate, useTransitionValue } from '@zaalplek/platform';
import { FaqBlock } from '../home/blocks/ListBlocks';
import { VideoBlock } from '../home/blocks/VideoBlock';
import { useCitySpacesQuery, useLocationQuery, useLocationsQuery, useLocationTagQuery } from './contentApi';
import { m } from './messages';
import { Lead, LinkList, Main, PageCrumbs, PageState, useLocaleKey, type Crumb } from './PageFrame';
import { RichText } from './RichText';

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;

interface Place { name: string; path: string; counter: number }

function PlaceLinks({ places }: { places: Place[] }) {
  const intl = useIntl();
  return (
    <LinkList>
      {places.map((p) => (
        <li key={p.path}>
          <Link to={`/locations/${p.path}`}>{p.name}</Link>&nbsp;<small>({intl.formatMessage(m.spaceCount, { count: p.counter })})</small>
        </li>
      ))}
    </LinkList>
  );
}

/** /search with the city as its text (the same search the header box runs), optionally one activity. */
export function searchHref(city: string, activity?: string | null): string {
  const params = new URLSearchParams({ search: city });
  if (activity) params.set('activities', activity);
  return `/search?${params.toString()}`;
}

/** Spaces shown on a city or tag page. */
const CITY_SPACES = 6;

/** The city's spaces from the real search (venue_search), and a link into /search. */
function CitySpaces({ city, activity, title }: { city: string; activity?: string | null; title: string }) {
  const intl = useIntl();
  const locale = useLocaleKey();
  const data = useTransitionValue(useCitySpacesQuery({ locale, city, activity }).data);
  const cards = (data?.venues ?? []).flatMap((v) => v.venue_spaces).slice(0, CITY_SPACES);
  return (
    <section aria-labelledby="city-spaces">
      <h2 id="city-spaces">{title}</h2>
      {data && cards.length === 0 && <p>{intl.formatMessage(m.noSpaces)}</p>}
      <Cards data-testid="city-spaces" aria-busy={!data}>
        {/* the room of the cards while the search answers, so the text below them does not move */}
        {!data && Array.from({ length: CITY_SPACES }, (_, i) => <li key={i}><SpaceCardPlaceholder /></li>)}
        {cards.map((space) => (
          <li key={space.space_id} data-testid="space-card">
            <SpaceCard
              name={space.space_name}
              href={localePath(space.space_url, locale)}
              onNavigate={navigate}
              imageUrl={space.image_url}
              city={space.city}
              venueName={space.venue_name}
              maxGuests={space.max_guests}
              halfDayPrice={space.half_day_price}
            />
          </li>
        ))}
      </Cards>
      <p>
        <Link to={searchHref(city, activity)}>{intl.formatMessage(m.allSpacesIn, { city })}</Link>
      </p>
    </section>
  );
}

function Faq({ faqs }: { faqs: { question: string; answer: string }[] }) {
  const intl = useIntl();
  return <FaqBlock data={{ title: intl.formatMessage(m.faq), items: faqs }} />;
}

/** /locations: every province and the most popular cities. */
export function LocationsPage() {
  const intl = useIntl();
  const locale = useLocaleKey();
  const { data, isLoading, isError, refetch } = useLocationsQuery({ locale });
  const title = intl.formatMessage(m.locationsTitle);
  return (
    <PageState state={{ isLoading, isError, isMissing: false, refetch }} title={title} description={intl.formatMessage(m.locationsIntro)}>
      {() => (
        <Main data-testid="locations-page">
          <PageCrumbs items={[{ label: intl.formatMessage(m.locations) }]} />
          <h1>{title}</h1>
          <Lead>{intl.formatMessage(m.locationsIntro)}</Lead>
          <h2>{intl.formatMessage(m.regions)}</h2>
          <PlaceLinks places={data?.get_all_locations.result ?? []} />
          <h2>{intl.formatMessage(m.popularCities)}</h2>
          <PlaceLinks places={data?.main_menu.cities ?? []} />
        </Main>
      )}
    </PageState>
  );
}

/** Home › Locations › region › city (› tag): each crumb but the last links to its page. */
const crumbsOf = (intl: ReturnType<typeof useIntl>, loc: { name: string; path: string; region_name?: string | null; region_slug?: string | null }, extra: Crumb[] = []): Crumb[] => [
  { label: intl.formatMessage(m.locations), href: '/locations' },
  ...(loc.region_slug && loc.region_name ? [{ label: loc.region_name, href: `/locations/${loc.region_slug}` }] : []),
  { label: loc.name, href: `/locations/${loc.path}` },
  ...extra,
];

/** /locations/{region} and /locations/{region}/{city}: h1, h2, description, SEO text, FAQ, video; cities or spaces. */
export function LocationPage() {
  const intl = useIntl();
  const locale = useLocaleKey();
  const { region = '', city } = useParams();
  const slug = city ? `${region}/${city}` : region;
  const query = useLocationQuery({ locale, slug });
  // the page renders its answer as a transition, in slices: the answer's arrival is not one long task
  const answer = useMemo(() => ({ data: query.data, isLoading: query.isLoading, isError: query.isError }), [query.data, query.isLoading, query.isError]);
  const { data, isLoading, isError } = useTransitionValue(answer);
  const { refetch } = query;
  return (
    <PageState state={{ isLoading, isError, isMissing: !isLoading && !isError && !data, refetch }} title={data?.seo.meta_title?.replace(/ \| Zaalplek$/, '') || data?.seo.h1} description={data?.seo.meta_description}>
      {() =>
        data && (
          <Main data-testid={data.type === 'CITY' ? 'city-page' : 'region-page'}>
            <PageCrumbs items={crumbsOf(intl, data)} />
            <h1>{data.seo.h1}</h1>
            {data.seo.h2 && <h2>{data.seo.h2}</h2>}
            {data.seo.description && <Lead>{data.seo.description}</Lead>}
            {data.type === 'REGION' ? (
              <section>
                <h2>{intl.formatMessage(m.citiesIn, { region: data.name })}</h2>
                <PlaceLinks places={data.cities} />
              </section>
            ) : (
              <CitySpaces city={data.name} title={intl.formatMessage(m.spacesIn, { city: data.name })} />
            )}
            {/* below the spaces: rendered after the first paint, so the first screen shows sooner on a phone */}
            <AfterFirstPaint>
              {data.tags.length > 0 && (
                <section>
                  <h2>{intl.formatMessage(m.byActivity)}</h2>
                  <LinkList>
                    {data.tags.map((t) => (
                      <li key={t.slug}>
                        <Link to={`/locations/${data.path}/${t.slug}`}>{intl.formatMessage(m.tagIn, { tag: t.name, city: data.name })}</Link>
                      </li>
                    ))}
                  </LinkList>
                </section>
              )}
              {data.seo.seo_text && <RichText html={data.seo.seo_text} />}
              {data.video_url && <VideoBlock data={{ url: data.video_url, title: intl.formatMessage(m.video) }} />}
              {data.faqs.length > 0 && <Faq faqs={data.faqs} />}
              {data.nearby.length > 0 && (
                <section>
                  <h2>{intl.formatMessage(m.nearby)}</h2>
                  <PlaceLinks places={data.nearby} />
                </section>
              )}
            </AfterFirstPaint>
          </Main>
        )
      }
    </PageState>
  );
}

/** /locations/{region}/{city}/{tag}: one kind of space in a city (e.g. vergaderzaal), from the real search. */
export function LocationTagPage() {
  const intl = useIntl();
  const locale = useLocaleKey();
  const { region = '', city = '', tag = '' } = useParams();
  const { data, isLoading, isError, refetch } = useLocationTagQuery({ locale, slug: `${region}/${city}/${tag}` });
  const heading = data ? intl.formatMessage(m.tagIn, { tag: data.tag.name, city: data.location.name }) : null;
  return (
    // an unknown tag or city is NOT_FOUND: the not-found page
    <PageState state={{ isLoading, isError: false, isMissing: !isLoading && (isError || !data), refetch }} title={heading} description={data?.tag.intro}>
      {() =>
        data && (
          <Main data-testid="tag-page">
            <PageCrumbs items={crumbsOf(intl, data.location, [{ label: data.tag.name }])} />
            <h1>{heading}</h1>
            <Lead>{data.tag.intro}</Lead>
            <CitySpaces city={data.location.name} activity={data.tag.category_key} title={heading ?? ''} />
            <section>
              <h2>{intl.formatMessage(m.byActivity)}</h2>
              <LinkList>
                {data.location.tags.filter((t) => t.slug !== data.tag.slug).map((t) => (
                  <li key={t.slug}>
                    <Link to={`/locations/${data.location.path}/${t.slug}`}>{intl.formatMessage(m.tagIn, { tag: t.name, city: data.location.name })}</Link>
                  </li>
                ))}
              </LinkList>
            </section>
            {data.location.faqs.length > 0 && <Faq faqs={data.location.faqs} />}
          </Main>
        )
      }
    </PageState>
  );
}
