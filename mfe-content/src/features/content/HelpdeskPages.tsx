import { useCallback, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button, TextField } from '@zaalplek/design-system';
import { Link, navigate } from '@zaalplek/platform';
import { useFaqCategoriesQuery, useFaqCategoryStoriesQuery, useHelpdeskStoryQuery, useSearchHelpdeskQuery } from './contentApi';
import { m } from './messages';
import { Card, CardGrid, Lead, LinkList, Main, PageCrumbs, PageState, PreviewBanner, useCanonicalSlug, useLocaleKey, usePreviewToken } from './PageFrame';
import { RichText } from './RichText';

const SearchForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
  max-width: 640px;
  margin: ${({ theme }) => theme.space(4)} 0;
  & > :first-child { flex: 1; }
`;

function HelpdeskSearch({ initial }: { initial: string }) {
  const intl = useIntl();
  const [text, setText] = useState(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    navigate(term ? `/helpdesk?q=${encodeURIComponent(term)}` : '/helpdesk');
  };
  return (
    <SearchForm role="search" onSubmit={onSubmit}>
      <TextField type="search" name="q" label={intl.formatMessage(m.searchLabel)} placeholder={intl.formatMessage(m.searchPlaceholder)} value={text} onChange={(e) => setText(e.target.value)} />
      <Button type="submit">{intl.formatMessage(m.searchButton)}</Button>
    </SearchForm>
  );
}

function SearchResults({ term }: { term: string }) {
  const intl = useIntl();
  const locale = useLocaleKey();
  const { data, isFetching } = useSearchHelpdeskQuery({ locale, term });
  if (isFetching || !data) return null;
  return (
    <section aria-live="polite" data-testid="helpdesk-results">
      <h2>{intl.formatMessage(m.searchResults, { count: data.length, term })}</h2>
      <CardGrid>
        {data.map((story) => (
          <Card key={story.content_item_id}>
            <h3>
              <Link to={`/helpdesk/${story.category?.slug ?? ''}/${story.slug}`}>{story.title}</Link>
            </h3>
            {story.category && <p>{story.category.title}</p>}
          </Card>
        ))}
      </CardGrid>
    </section>
  );
}

/** /helpdesk: search, the five categories and a story to start with. */
export function HelpdeskHomePage() {
  const intl = useIntl();
  const locale = useLocaleKey();
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const categories = useFaqCategoriesQuery({ locale });
  const first = categories.data?.[0];
  const featured = useFaqCategoryStoriesQuery({ locale, slug: first?.slug ?? '' }, { skip: !first });
  const story = featured.data?.stories[0];
  const title = intl.formatMessage(m.helpdesk);
  return (
    <PageState state={{ ...categories, isMissing: false }} title={title} description={intl.formatMessage(m.helpdeskIntro)}>
      {() => (
        <Main data-testid="helpdesk-home">
          <PageCrumbs items={[{ label: title }]} />
          <h1>{title}</h1>
          <Lead>{intl.formatMessage(m.helpdeskIntro)}</Lead>
          <HelpdeskSearch key={term} initial={term} />
          {term && <SearchResults term={term} />}
          <h2>{intl.formatMessage(m.categories)}</h2>
          <CardGrid>
            {categories.data?.map((c) => (
              <Card key={c.content_item_id}>
                <h3>
                  <Link to={`/helpdesk/${c.slug}`}>{c.title}</Link>
                </h3>
                {c.summary && <p>{c.summary}</p>}
                <small>{intl.formatMessage(m.storyCount, { count: c.story_count })}</small>
              </Card>
            ))}
          </CardGrid>
          {story && first && (
            <section data-testid="helpdesk-featured">
              <h2>{intl.formatMessage(m.featured)}</h2>
              <h3>
                <Link to={`/helpdesk/${first.slug}/${story.slug}`}>{story.title}</Link>
              </h3>
              <RichText html={story.body_html} />
            </section>
          )}
        </Main>
      )}
    </PageState>
  );
}

/** /helpdesk/{category}: the category's text and its stories (e.g. /helpdesk/algemene-voorwaarden). */
export function HelpdeskCategoryPage() {
  const intl = useIntl();
  const locale = useLocaleKey();
  const { category = '' } = useParams();
  const preview = usePreviewToken();
  const { data, isLoading, isError, refetch } = useFaqCategoryStoriesQuery({ locale, slug: category, preview });
  useCanonicalSlug(category, data?.category.slug, useCallback((s: string) => `/helpdesk/${s}`, []));
  const c = data?.category;
  return (
    <PageState state={{ isLoading, isError, isMissing: !isLoading && !isError && !data, refetch }} title={c?.meta_title || c?.title} description={c?.meta_description || c?.summary}>
      {() =>
        data && (
          <Main data-testid="helpdesk-category">
            <PreviewBanner token={preview} />
            <PageCrumbs items={[{ label: intl.formatMessage(m.helpdesk), href: '/helpdesk' }, { label: data.category.title }]} />
            <h1>{data.category.title}</h1>
            <RichText html={data.category.body_html} />
            {data.stories.map((story) => (
              <section key={story.content_item_id}>
                <h2>
                  <Link to={`/helpdesk/${data.category.slug}/${story.slug}`}>{story.title}</Link>
                </h2>
                <RichText html={story.body_html} />
              </section>
            ))}
          </Main>
        )
      }
    </PageState>
  );
}

/** /helpdesk/{category}/{story}: one story, the other stories of its category beside it. */
export function HelpdeskStoryPage() {
  const intl = useIntl();
  const locale = useLocaleKey();
  const { story: slug = '' } = useParams();
  const preview = usePreviewToken();
  const { data, isLoading, isError, refetch } = useHelpdeskStoryQuery({ locale, slug, preview });
  const categorySlug = data?.category?.slug ?? '';
  const siblings = useFaqCategoryStoriesQuery({ locale, slug: categorySlug }, { skip: !categorySlug });
  useCanonicalSlug(slug, data?.slug, useCallback((s: string) => `/helpdesk/${categorySlug}/${s}`, [categorySlug]));
  return (
    <PageState state={{ isLoading, isError, isMissing: !isLoading && !isError && !data, refetch }} title={data?.meta_title || data?.title} description={data?.meta_description}>
      {() =>
        data && (
          <Main as="article" data-testid="helpdesk-story">
            <PreviewBanner token={preview} />
            <PageCrumbs
              items={[
                { label: intl.formatMessage(m.helpdesk), href: '/helpdesk' },
                ...(data.category ? [{ label: data.category.title, href: `/helpdesk/${data.category.slug}` }] : []),
                { label: data.title },
              ]}
            />
            <h1>{data.title}</h1>
            <RichText html={data.body_html} />
            {data.category && siblings.data && siblings.data.stories.length > 1 && (
              <aside>
                <h2>{intl.formatMessage(m.moreInCategory, { category: data.category.title })}</h2>
                <LinkList>
                  {siblings.data.stories.filter((s) => s.content_item_id !== data.content_item_id).map((s) => (
                    <li key={s.content_item_id}>
                      <Link to={`/helpdesk/${categorySlug}/${s.slug}`}>{s.title}</Link>
                    </li>
                  ))}
                </LinkList>
              </aside>
            )}
          </Main>
        )
      }
    </PageState>
  );
}
