// /admin/content/{section}: every blog or how-to article, or the helpdesk categories with their
// stories, drafts included, with their status; a click opens the item in the editor. The social links
// are edited right in their section.
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import { Button, Spinner } from '@zaalplek/design-system';
import { Link, localePath, navigate, useLocale } from '@zaalplek/platform';
import { formatAmsterdam } from './amsterdamTime';
import { useEditorItemsQuery, type ContentType, type EditorItemSummary } from './editorApi';
import { Away, EditorFrame, isSection, type Section } from './EditorFrame';
import { LocationList } from './LocationEditor';
import { e } from './messages';
import { useEditorPagesQuery } from './pageEditorApi';
import { pageMessages, pm } from './pageMessages';
import { SocialMediaEditor } from './SocialMediaEditor';

const TYPE: Record<'blog' | 'how-to', ContentType> = { blog: 'BLOG_ARTICLE', 'how-to': 'HOW_TO_ARTICLE' };

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid #e3e5e8;
  }
`;

export function statusText(intl: IntlShape, item: Pick<EditorItemSummary, 'status' | 'has_draft' | 'publish_at'>, locale: string): string {
  const base = intl.formatMessage(e[`status${item.status}`]);
  const parts = [base];
  if (item.has_draft && item.status !== 'DRAFT') parts.push(intl.formatMessage(e.hasDraft));
  if (item.publish_at) parts.push(intl.formatMessage(e.scheduledFor, { date: formatAmsterdam(item.publish_at, locale) }));
  return parts.join(' · ');
}

function ItemTable({ items, section }: { items: EditorItemSummary[]; section: Section }) {
  const intl = useIntl();
  const locale = useLocale();
  if (items.length === 0) return <p>{intl.formatMessage(e.empty)}</p>;
  return (
    <Table>
      <thead>
        <tr>
          <th>{intl.formatMessage(e.colTitle)}</th>
          <th>{intl.formatMessage(e.colStatus)}</th>
          <th>{intl.formatMessage(e.colUpdated)}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.content_item_id} data-testid="editor-item-row">
            <td>
              <Link to={`/admin/content/${section}/${item.content_item_id}`}>{(locale === 'en' ? item.title_en : item.title_nl) || item.title_nl}</Link>
            </td>
            <td>{statusText(intl, item, locale)}</td>
            <td>{formatAmsterdam(item.updated_at, locale)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Loaded<T>({ query, children }: { query: { data?: T; isLoading: boolean; isError: boolean; refetch(): unknown }; children(data: T): ReactNode }) {
  const intl = useIntl();
  if (query.isLoading) return <Spinner />;
  if (query.isError || !query.data) {
    return (
      <div role="alert">
        <p>{intl.formatMessage(e.loadError)}</p>
        <Button variant="secondary" onClick={() => query.refetch()}>{intl.formatMessage(e.retry)}</Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

function ArticleList({ section }: { section: 'blog' | 'how-to' }) {
  const intl = useIntl();
  const locale = useLocale();
  const query = useEditorItemsQuery({ content_type: TYPE[section] });
  return (
    <>
      <Button onClick={() => navigate(localePath(`/admin/content/${section}/new`, locale))}>{intl.formatMessage(e.newItem)}</Button>
      <Loaded query={query}>{(items) => <ItemTable items={items} section={section} />}</Loaded>
    </>
  );
}

function HelpdeskList() {
  const intl = useIntl();
  const locale = useLocale();
  const categories = useEditorItemsQuery({ content_type: 'HELPDESK_CATEGORY' });
  const stories = useEditorItemsQuery({ content_type: 'HELPDESK_STORY' });
  return (
    <>
      <Button onClick={() => navigate(localePath('/admin/content/helpdesk/new', locale))}>{intl.formatMessage(e.newCategory)}</Button>
      <Loaded query={categories}>
        {(list) => (
          <ItemTable items={list} section="helpdesk" />
        )}
      </Loaded>
      <Loaded query={stories}>
        {(all) => (
          <>
            {(categories.data ?? []).map((category) => {
              const title = (locale === 'en' ? category.title_en : category.title_nl) || category.title_nl;
              return (
                <section key={category.content_item_id} data-testid="editor-helpdesk-category">
                  <h2>{title}</h2>
                  <Button variant="secondary" onClick={() => navigate(localePath(`/admin/content/helpdesk/new?category=${category.content_item_id}`, locale))}>
                    {intl.formatMessage(e.newStory, { category: title })}
                  </Button>
                  <ItemTable items={all.filter((s) => s.parent_id === category.content_item_id)} section="helpdesk" />
                </section>
              );
            })}
          </>
        )}
      </Loaded>
    </>
  );
}

/** The block pages (home, about-us, vendor landing, security policy, hall of fame, footer) with their state. */
function PageList() {
  const intl = useIntl();
  const locale = useLocale();
  const query = useEditorPagesQuery();
  return (
    <Loaded query={query}>
      {(pages) => (
        <Table>
          <thead>
            <tr>
              <th>{intl.formatMessage(e.colTitle)}</th>
              <th>{intl.formatMessage(e.colStatus)}</th>
              <th>{intl.formatMessage(e.colUpdated)}</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((p) => (
              <tr key={p.slug} data-testid="editor-page-row">
                <td>
                  <Link to={`/admin/content/pages/${p.slug}`}>{intl.formatMessage(pageMessages[p.slug as keyof typeof pageMessages] ?? pm.page)}</Link>
                </td>
                <td>
                  {!p.is_published && `${intl.formatMessage(pm.offlineShort)} · `}
                  {intl.formatMessage(p.has_draft ? pm.hasDraft : pm.upToDate)}
                  {p.publish_at && ` · ${intl.formatMessage(e.scheduledFor, { date: formatAmsterdam(p.publish_at, locale) })}`}
                </td>
                <td>{p.updated_at ? formatAmsterdam(p.updated_at, locale) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Loaded>
  );
}

/** /admin/content and /admin/content/{section}. */
export function EditorListPage() {
  const { section } = useParams();
  const locale = useLocale();
  if (section === undefined) return <Navigate replace to={localePath('/admin/content/pages', locale)} />;
  if (!isSection(section)) return <Away to="/not-found" />;
  return (
    <EditorFrame section={section}>
      {section === 'pages' ? <PageList /> : section === 'locations' ? <LocationList /> : section === 'social' ? <SocialMediaEditor /> : section === 'helpdesk' ? <HelpdeskList /> : <ArticleList section={section} />}
    </EditorFrame>
  );
}
