import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import { mfeTestKit } from '@zaalplek/platform/src/testing/mfeTestKit';
import { mockFetch, profileAnswer, type MockAnswer, type MockRequest } from '@zaalplek/platform/src/testing/mockFetch';
import App from '../../App';
import { api } from '../../api';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { store } from '../../store';
import type { EditorItem } from './editorApi';

const { logIn, resetState, renderApp, currentUrl } = mfeTestKit({ App, api, store, messages: { nl, en } });
// as in the shell: navigation fires popstate, so the router follows links
patchHistoryApi();

const texts = (slug: string, title: string) => ({ slug, title, summary: null, body_html: '<p>Tekst</p>', meta_title: null, meta_description: null });

function item(overrides: Partial<EditorItem> = {}): EditorItem {
  return {
    __typename: 'ContentEditorItem',
    content_item_id: 41,
    content_type: 'BLOG_ARTICLE',
    content_key: null,
    parent_id: null,
    status: 'DRAFT',
    title_nl: 'Vergaderen aan het water',
    title_en: 'Meeting by the water',
    has_draft: true,
    publish_at: null,
    published_at: null,
    updated_at: '2026-11-27T10:00:00.000Z',
    lock_version: 1,
    image_id: null,
    image_url: null,
    nl: texts('vergaderen-aan-het-water', 'Vergaderen aan het water'),
    en: texts('meeting-by-the-water', 'Meeting by the water'),
    published_slugs: { nl: null, en: null },
    versions: [{ content_version_id: 301, version_no: 1, created_at: '2026-11-27T10:00:00.000Z', author_name: 'Roos Redactie', is_published: false, is_draft: true, title_nl: 'Vergaderen aan het water', title_en: 'Meeting by the water' }],
    ...overrides,
  } as EditorItem;
}

const error = (error_type: string, key: string, meta: Record<string, unknown> | null = null, status_code = 400): MockAnswer => ({
  json: { data: null, errors: [{ message: key, extensions: { response: { body: { error_type, entity: 'content_item', key, meta, status_code } }, status_code } }] },
});

function answer(handlers: Partial<Record<string, (r: MockRequest) => MockAnswer>>, profile: Record<string, unknown> = { staffRole: 'CONTENT_EDITOR' }) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    if (request.operation === 'profile') return profileAnswer(profile);
    const handler = request.operation ? handlers[request.operation] : undefined;
    if (handler) return handler(request);
    if (request.operation === 'content_editor_items') return { json: { data: { content_editor_items: [] } } };
    return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
  });
  return (operation: string) => requests.filter((r) => r.operation === operation);
}

beforeEach(() => {
  resetState();
  logIn();
});

describe('who gets in', () => {
  it('lists the blog articles with their status for a content editor', async () => {
    const calls = answer({
      content_editor_items: () => ({ json: { data: { content_editor_items: [{ ...item(), status: 'PUBLISHED', has_draft: true }, { ...item({ content_item_id: 42, title_nl: 'Heidag plannen' }) }] } } }),
    });
    renderApp('/admin/content/blog');
    const rows = await screen.findAllByTestId('editor-item-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Vergaderen aan het water' })).toHaveAttribute('href', '/admin/content/blog/41');
    expect(rows[0]).toHaveTextContent('Gepubliceerd · niet-gepubliceerde wijzigingen');
    expect(rows[1]).toHaveTextContent('Concept');
    expect(calls('content_editor_items')[0]!.variables).toEqual({ content_type: 'BLOG_ARTICLE' });
    expect(screen.getByRole('link', { name: 'Terug naar beheer' })).toHaveAttribute('href', '/admin');
  });

  it('sends an account without the content role to the not-found page', async () => {
    const calls = answer({}, { staffRole: 'SUPPORT' });
    renderApp('/admin/content/blog');
    await waitFor(() => expect(currentUrl()).toBe('/not-found'));
    expect(calls('content_editor_items')).toHaveLength(0);
  });

  it('lets admins in too', async () => {
    answer({}, { isAdmin: true });
    renderApp('/en/admin/content/how-to');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit content' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });
});

describe('writing an article', () => {
  it('writes nl and en side by side (slug from the title), saves a draft, makes a preview link and publishes', async () => {
    let saved = item();
    const calls = answer({
      save_content_item: (r) => {
        const input = r.variables.input as { nl: { slug: string; title: string }; en: { slug: string; title: string } };
        saved = item({ nl: texts(input.nl.slug, input.nl.title), en: texts(input.en.slug, input.en.title), title_nl: input.nl.title });
        return { json: { data: { save_content_item: saved } } };
      },
      content_editor_item: () => ({ json: { data: { content_editor_item: saved } } }),
      content_preview_link: () => ({ json: { data: { content_preview_link: { nl: '/blog/vergaderen-aan-het-water?preview=abc', en: '/en/blog/meeting-by-the-water?preview=abc', expires_at: '2026-11-27T10:30:00.000Z' } } } }),
      publish_content_item: () => ({ json: { data: { publish_content_item: { ...saved, status: 'PUBLISHED', has_draft: false, lock_version: 2, published_slugs: { nl: saved.nl.slug, en: saved.en.slug } } } } }),
    });
    renderApp('/admin/content/blog/new');
    const nlTexts = await screen.findByTestId('texts-nl');
    fireEvent.change(within(nlTexts).getByLabelText(/^Titel \(Nederlands\)/), { target: { value: "Vergaderen in 's-Hertogenbosch" } });
    expect(within(nlTexts).getByLabelText(/^Slug \(adres\) \(Nederlands\)/)).toHaveValue('vergaderen-in-s-hertogenbosch');
    const enTexts = screen.getByTestId('texts-en');
    fireEvent.change(within(enTexts).getByLabelText(/^Titel \(Engels\)/), { target: { value: 'Meeting in Den Bosch' } });
    fireEvent.change(within(enTexts).getByLabelText(/^Slug \(adres\) \(Engels\)/), { target: { value: 'meeting-den-bosch' } });
    expect(screen.getByTestId('editor-publish')).toBeDisabled();

    fireEvent.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(currentUrl()).toBe('/admin/content/blog/41'));
    const input = calls('save_content_item')[0]!.variables.input as Record<string, any>;
    expect(input).toMatchObject({ content_item_id: null, content_type: 'BLOG_ARTICLE', lock_version: null, nl: { slug: 'vergaderen-in-s-hertogenbosch' }, en: { slug: 'meeting-den-bosch', title: 'Meeting in Den Bosch' } });

    await screen.findByDisplayValue('meeting-den-bosch');
    expect(screen.getByTestId('item-status')).toHaveTextContent('Concept');
    await waitFor(() => expect(screen.getByTestId('editor-preview')).toBeEnabled());
    fireEvent.click(screen.getByTestId('editor-preview'));
    await waitFor(() => expect(calls('content_preview_link')).toHaveLength(1));
    const links = await screen.findByTestId('preview-links', {}, { timeout: 4000 });
    expect(within(links).getByRole('link', { name: 'Voorbeeld in het Nederlands' })).toHaveAttribute('href', '/blog/vergaderen-aan-het-water?preview=abc');
    expect(within(links).getByRole('link', { name: 'Voorbeeld in het Engels' })).toHaveAttribute('href', '/en/blog/meeting-by-the-water?preview=abc');

    fireEvent.click(screen.getByTestId('editor-publish'));
    expect(await screen.findByText('Gepubliceerd.')).toBeInTheDocument();
    expect(calls('publish_content_item')[0]!.variables).toEqual({ content_item_id: 41, lock_version: 1 });
    expect(screen.getByTestId('item-status')).toHaveTextContent('Gepubliceerd');
    expect(screen.getByRole('link', { name: 'Bekijk de pagina (nl)' })).toHaveAttribute('href', '/blog/vergaderen-in-s-hertogenbosch');
  });

  it('shows a taken slug at its field and a conflict with someone else\'s change as a clear message', async () => {
    let attempt = 0;
    const calls = answer({
      content_editor_item: () => ({ json: { data: { content_editor_item: item({ lock_version: attempt > 1 ? 3 : 1 }) } } }),
      save_content_item: () => {
        attempt += 1;
        return attempt === 1
          ? error('FIELD_VALIDATION', 'slug_taken', { field: 'nl.slug', fields: { 'nl.slug': 'slug_taken' } })
          : error('CONFLICT', 'stale_version', { lock_version: 3 }, 409);
      },
    });
    renderApp('/admin/content/blog/41');
    await screen.findByDisplayValue('vergaderen-aan-het-water');
    fireEvent.click(screen.getByTestId('editor-save'));
    expect(await screen.findByText('Deze slug is al in gebruik.')).toBeInTheDocument();
    expect(screen.getByText('Controleer de gemarkeerde velden.')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('editor-save'));
    const conflict = await screen.findByTestId('editor-notice-conflict');
    expect(conflict).toHaveTextContent('Iemand anders heeft dit item intussen gewijzigd. Je wijziging is niet opgeslagen');
    expect(calls('save_content_item')[1]!.variables.input).toMatchObject({ content_item_id: 41, lock_version: 1 });
    await act(async () => fireEvent.click(within(conflict).getByRole('button', { name: 'Nieuwste versie laden' })));
    await waitFor(() => expect(calls('content_editor_item').length).toBeGreaterThan(1));
  });

  it('restores an earlier version as the draft and schedules a publication in Dutch time', async () => {
    const published = item({
      status: 'PUBLISHED', has_draft: true, lock_version: 5,
      versions: [
        { content_version_id: 302, version_no: 2, created_at: '2026-11-27T11:00:00.000Z', author_name: 'Roos Redactie', is_published: false, is_draft: true, title_nl: 'Nieuw', title_en: 'New' },
        { content_version_id: 301, version_no: 1, created_at: '2026-11-27T10:00:00.000Z', author_name: 'Ada Admin', is_published: true, is_draft: false, title_nl: 'Oud', title_en: 'Old' },
      ],
    } as Partial<EditorItem>);
    const calls = answer({
      content_editor_item: () => ({ json: { data: { content_editor_item: published } } }),
      restore_content_version: () => ({ json: { data: { restore_content_version: { ...published, lock_version: 6, nl: texts('oud', 'Oud') } } } }),
      schedule_content_item: (r) => ({ json: { data: { schedule_content_item: { ...published, lock_version: 7, publish_at: r.variables.publish_at } } } }),
    });
    renderApp('/admin/content/blog/41');
    const versions = await screen.findByTestId('editor-versions');
    expect(versions).toHaveTextContent('Versie 1');
    expect(versions).toHaveTextContent('Ada Admin');
    fireEvent.click(within(versions).getByRole('button', { name: 'Terugzetten als concept' }));
    expect(await screen.findByText('Versie 1 staat weer klaar als concept.')).toBeInTheDocument();
    expect(calls('restore_content_version')[0]!.variables).toEqual({ content_item_id: 41, content_version_id: 301, lock_version: 5 });
    expect(screen.getByLabelText(/^Titel \(Nederlands\)/)).toHaveValue('Oud');

    fireEvent.change(screen.getByTestId('editor-publish-at'), { target: { value: '2026-12-01T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicatie inplannen' }));
    expect(await screen.findByText('Publicatie ingepland.')).toBeInTheDocument();
    expect(calls('schedule_content_item')[0]!.variables).toEqual({ content_item_id: 41, lock_version: 6, publish_at: '2026-12-01T08:30:00.000Z' });
  });
});
