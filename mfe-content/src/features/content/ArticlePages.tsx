import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useParams, useSearchParams } from 'react-router';
import { Pagination } from '@zaalplek/design-system';
import { Link, localePath, navigate } from '@zaalplek/platform';
import { useBlogArticleQuery, useBlogArticlesQuery, useHowToArticleQuery, useHowToArticlesQuery, type Story } from './contentApi';
import { m } from './messages';
import { Card, CardGrid, Lead, Main, PageCrumbs, PageState, PreviewBanner, useCanonicalSlug, useLocaleKey, usePreviewToken } from './PageFrame';
import { RichText } from './RichText';

type Kind = 'blog' | 'how-to';

const ArticleImage = styled.img`
  display: block;
  width: 100%;
  max-width: 960px;
  height: auto;
  border-radius: 8px;
  margin: 16px 0;
`;
const BASE: Record<Kind, string> = { blog: '/blog', 'how-to': '/how-to' };

function useList(kind: Kind, locale: string, page: number) {
  const blog = useBlogArticlesQuery({ locale, page }, { skip: kind !== 'blog' });
  const howTo = useHowToArticlesQuery({ locale, page }, { skip: kind !== 'how-to' });
  return kind === 'blog' ? blog : howTo;
}

function useArticle(kind: Kind, locale: string, slug: string, preview: string | null) {
  const blog = useBlogArticleQuery({ locale, slug, preview }, { skip: kind !== 'blog' });
  const howTo = useHowToArticleQuery({ locale, slug, preview }, { skip: kind !== 'how-to' });
  return kind === 'blog' ? blog : howTo;
}

/** One date formatter per language, made when first needed (each costs milliseconds on a phone; a list shows nine dates). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatDate(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  const tag = locale === 'en' ? 'en-GB' : 'nl-NL';
  let format = dateFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' });
    dateFormats.set(tag, format);
  }
  return format.format(new Date(iso));
}

/** /blog and /how-to: the articles, newest first, 9 per page (?page=N, crawlable page links). */
export function ArticleListPage({ kind }: { kind: Kind }) {
  const intl = useIntl();
  const locale = useLocaleKey();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, isError, refetch } = useList(kind, locale, page);
  const title = intl.formatMessage(kind === 'blog' ? m.blog : m.howTo);
  const intro = intl.formatMessage(kind === 'blog' ? m.blogIntro : m.howToIntro);
  const pageHref = (p: number) => localePath(p === 1 ? BASE[kind] : `${BASE[kind]}?page=${p}`, locale);
  return (
    <PageState state={{ isLoading, isError, isMissing: false, refetch }} title={title} description={intro}>
      {() => (
        <Main data-testid={`${kind}-list`}>
          <PageCrumbs items={[{ label: title }]} />
          <h1>{title}</h1>
          <Lead>{intro}</Lead>
          {data && data.stories.length === 0 && <p>{intl.formatMessage(m.blogEmpty)}</p>}
          <CardGrid>
            {data?.stories.map((story) => (
              <Card key={story.content_item_id}>
                <h2>
                  <Link to={`${BASE[kind]}/${story.slug}`}>{story.title}</Link>
                </h2>
                {kind === 'blog' && story.published_at && <small>{formatDate(story.published_at, locale)}</small>}
                {story.summary && <p>{story.summary}</p>}
              </Card>
            ))}
          </CardGrid>
          {data && data.total > data.per_page && (
            <Pagination page={page} pageCount={Math.ceil(data.total / data.per_page)} getHref={pageHref} onPageChange={(p) => navigate(pageHref(p))} />
          )}
        </Main>
      )}
    </PageState>
  );
}

/** /blog/{slug} and /how-to/{slug}. */
export function ArticlePage({ kind }: { kind: Kind }) {
  const intl = useIntl();
  const locale = useLocaleKey();
  const { slug = '' } = useParams();
  const preview = usePreviewToken();
  const { data, isLoading, isError, refetch } = useArticle(kind, locale, slug, preview);
  const path = useCallback((s: string) => `${BASE[kind]}/${s}`, [kind]);
  useCanonicalSlug(slug, data?.slug, path);
  const story = data as Story | null | undefined;
  return (
    <PageState state={{ isLoading, isError, isMissing: !isLoading && !isError && !story, refetch }} title={story?.meta_title || story?.title} description={story?.meta_description || story?.summary}>
      {() =>
        story && (
          <Main as="article" data-testid={`${kind}-article`}>
            <PreviewBanner token={preview} />
            <PageCrumbs items={[{ label: intl.formatMessage(kind === 'blog' ? m.blog : m.howTo), href: BASE[kind] }, { label: story.title }]} />
            <h1>{story.title}</h1>
            {kind === 'blog' && story.published_at && <p>{intl.formatMessage(m.publishedOn, { date: formatDate(story.published_at, locale) })}</p>}
            {story.summary && <Lead>{story.summary}</Lead>}
            {story.image_url && <ArticleImage src={story.image_url} alt="" data-testid="article-image" />}
            <RichText html={story.body_html} />
          </Main>
        )
      }
    </PageState>
  );
}
