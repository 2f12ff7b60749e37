import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import { mfeTestKit } from '@zaalplek/platform/src/testing/mfeTestKit';
import { mockFetch, profileAnswer, type MockAnswer, type MockRequest } from '@zaalplek/platform/src/testing/mockFetch';
import App from '../../App';
import { api } from '../../api';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { store } from '../../store';
import type { EditorPage } from './pageEditorApi';

const { logIn, resetState, renderApp, currentUrl } = mfeTestKit({ App, api, store, messages: { nl, en } });
// as in the shell: navigation fires popstate, so the router follows links
patchHistoryApi();

const ABOUT: EditorPage = {
  __typename: 'CmsEditorPage',
  slug: 'about-us', title_nl: 'Over ons', title_en: 'About us', is_published: true, has_draft: false, publish_at: null, updated_at: null, lock_version: 4,
  nl: {
    title: 'Over ons', meta_title: null, meta_description: 'Wie wij zijn',
    blocks: [
      { block_type: 'HEADLINE', data: { title: 'Wie wij zijn' } },
      { block_type: 'TEXT', data: { title: 'Ons verhaal', html: '<p>Sinds 2019</p>' } },
    ],
  },
  en: { title: 'About us', meta_title: null, meta_description: null, blocks: [{ block_type: 'HEADLINE', data: { title: 'Who we are' } }] },
  versions: [],
} as unknown as EditorPage;

function answer(handlers: Partial<Record<string, (r: MockRequest) => MockAnswer>>) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    if (request.operation === 'profile') return profileAnswer({ staffRole: 'CONTENT_EDITOR' });
    const handler = request.operation ? handlers[request.operation] : undefined;
    if (handler) return handler(request);
    return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
  });
  return (operation: string) => requests.filter((r) => r.operation === operation);
}

beforeEach(() => {
  resetState();
  logIn();
});

it('starts on the block pages and opens one', async () => {
  answer({
    cms_editor_pages: () => ({ json: { data: { cms_editor_pages: [{ slug: 'home', title_nl: 'Home', title_en: 'Home', has_draft: true, publish_at: null, updated_at: null, lock_version: 2 }, { slug: 'about-us', title_nl: 'Over ons', title_en: 'About us', has_draft: false, publish_at: null, updated_at: null, lock_version: 4 }] } } }),
    cms_editor_page: () => ({ json: { data: { cms_editor_page: ABOUT } } }),
  });
  renderApp('/admin/content');
  await waitFor(() => expect(currentUrl()).toBe('/admin/content/pages'));
  const rows = await screen.findAllByTestId('editor-page-row');
  expect(rows[0]).toHaveTextContent('Startpagina');
  expect(rows[0]).toHaveTextContent('Er is een concept dat nog niet gepubliceerd is.');
  fireEvent.click(within(rows[1]!).getByRole('link', { name: 'Over ons' }));
  await waitFor(() => expect(currentUrl()).toBe('/admin/content/pages/about-us'));
  expect(await screen.findByTestId('page-editor')).toBeInTheDocument();
});

it('adds, reorders and removes blocks per locale and saves them in that order with the version check', async () => {
  const calls = answer({
    cms_editor_page: () => ({ json: { data: { cms_editor_page: ABOUT } } }),
    save_cms_page: (r) => ({ json: { data: { save_cms_page: { ...ABOUT, has_draft: true, lock_version: 5, nl: { ...ABOUT.nl, blocks: (r.variables.nl as EditorPage['nl']).blocks } } } } }),
    publish_cms_page: () => ({ json: { data: { publish_cms_page: { ...ABOUT, lock_version: 6 } } } }),
  });
  renderApp('/admin/content/pages/about-us');
  const nlColumn = await screen.findByTestId('page-nl');
  expect(within(nlColumn).getAllByTestId('block-nl').map((b) => b.getAttribute('data-block-type'))).toEqual(['HEADLINE', 'TEXT']);

  // a FAQ block with one question, moved to the top; the headline removed
  fireEvent.change(within(nlColumn).getByTestId('add-block-type-nl'), { target: { value: 'FAQ' } });
  fireEvent.click(within(nlColumn).getByTestId('add-block-nl'));
  fireEvent.change(within(nlColumn).getByTestId('block-nl-2-title'), { target: { value: 'Veelgestelde vragen' } });
  fireEvent.click(within(nlColumn).getByTestId('block-nl-2-items-add'));
  fireEvent.change(within(nlColumn).getByTestId('block-nl-2-items-0-question'), { target: { value: 'Waar zitten jullie?' } });
  fireEvent.change(within(nlColumn).getByTestId('block-nl-2-items-0-answer'), { target: { value: 'In Utrecht.' } });
  const faq = within(nlColumn).getAllByTestId('block-nl')[2]!;
  fireEvent.click(within(faq).getByRole('button', { name: 'Omhoog' }));
  const moved = within(nlColumn).getAllByTestId('block-nl');
  fireEvent.click(within(moved[0]!).getByRole('button', { name: 'Omhoog' })); // already first: disabled
  fireEvent.click(within(within(nlColumn).getAllByTestId('block-nl')[1]!).getByRole('button', { name: 'Omhoog' }));
  expect(within(nlColumn).getAllByTestId('block-nl').map((b) => b.getAttribute('data-block-type'))).toEqual(['FAQ', 'HEADLINE', 'TEXT']);
  fireEvent.click(within(within(nlColumn).getAllByTestId('block-nl')[1]!).getByRole('button', { name: 'Verwijderen' }));
  // the drag handles are there for mouse and keyboard
  expect(within(nlColumn).getAllByTestId('block-handle')[0]).toHaveAccessibleName('Verslepen: blok 1, Veelgestelde vragen');

  fireEvent.click(screen.getByTestId('editor-save'));
  expect(await screen.findByText('Concept opgeslagen.')).toBeInTheDocument();
  const vars = calls('save_cms_page')[0]!.variables as { slug: string; lock_version: number; nl: { blocks: unknown[] }; en: { blocks: unknown[] } };
  expect(vars.slug).toBe('about-us');
  expect(vars.lock_version).toBe(4);
  expect(vars.nl.blocks).toEqual([
    { block_type: 'FAQ', data: { title: 'Veelgestelde vragen', items: [{ question: 'Waar zitten jullie?', answer: 'In Utrecht.' }] } },
    { block_type: 'TEXT', data: { title: 'Ons verhaal', html: '<p>Sinds 2019</p>' } },
  ]);
  expect(vars.en.blocks).toEqual([{ block_type: 'HEADLINE', data: { title: 'Who we are' } }]);

  fireEvent.click(screen.getByTestId('editor-publish'));
  expect(await screen.findByText('Gepubliceerd.')).toBeInTheDocument();
  expect(calls('publish_cms_page')[0]!.variables).toEqual({ slug: 'about-us', lock_version: 5 });
});

it('makes a preview link for the footer draft: the home page with its token, where the shell\'s footer shows the draft', async () => {
  const FOOTER = { ...ABOUT, slug: 'footer', title_nl: 'Voettekst', has_draft: true, versions: [{ cms_page_version_id: 9, version_no: 1, created_at: '2026-11-20T10:00:00Z', author_name: 'Roos', is_published: false, is_draft: true }] } as unknown as EditorPage;
  const calls = answer({
    cms_editor_page: () => ({ json: { data: { cms_editor_page: FOOTER } } }),
    cms_page_preview_link: () => ({ json: { data: { cms_page_preview_link: { nl: '/?preview=tok', en: '/en?preview=tok', expires_at: '2026-11-20T10:30:00Z' } } } }),
  });
  renderApp('/admin/content/pages/footer');
  fireEvent.click(await screen.findByTestId('editor-preview'));
  const links = await screen.findByTestId('preview-links');
  expect(within(links).getByRole('link', { name: 'Voorbeeld in het Nederlands' })).toHaveAttribute('href', '/?preview=tok');
  expect(calls('cms_page_preview_link')[0]!.variables).toEqual({ slug: 'footer' });
});

it('takes a page offline and publishes it again; home cannot be taken offline', async () => {
  const calls = answer({
    cms_editor_pages: () => ({ json: { data: { cms_editor_pages: [{ slug: 'about-us', title_nl: 'Over ons', title_en: 'About us', is_published: false, has_draft: false, publish_at: null, updated_at: null, lock_version: 5 }] } } }),
    cms_editor_page: (r) => ({ json: { data: { cms_editor_page: { ...ABOUT, slug: (r.variables as { slug: string }).slug } } } }),
    unpublish_cms_page: () => ({ json: { data: { unpublish_cms_page: { ...ABOUT, is_published: false, lock_version: 5 } } } }),
    publish_cms_page: () => ({ json: { data: { publish_cms_page: { ...ABOUT, is_published: true, lock_version: 6 } } } }),
  });
  renderApp('/admin/content/pages/about-us');
  fireEvent.click(await screen.findByTestId('editor-unpublish'));
  expect(await screen.findByText('De pagina is offline gehaald.')).toBeInTheDocument();
  expect(calls('unpublish_cms_page')[0]!.variables).toEqual({ slug: 'about-us', lock_version: 4 });
  expect(screen.getByTestId('page-status')).toHaveTextContent('Deze pagina is offline');
  expect(screen.queryByTestId('editor-unpublish')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Weer publiceren' }));
  expect(await screen.findByText('De pagina staat weer online.')).toBeInTheDocument();
  expect(calls('publish_cms_page')[0]!.variables).toEqual({ slug: 'about-us', lock_version: 5 });
  expect(screen.getByTestId('page-status')).not.toHaveTextContent('offline');
  expect(screen.getByTestId('editor-unpublish')).toBeInTheDocument();
});

it('shows an offline page as such in the list, and home without a way to take it offline', async () => {
  answer({
    cms_editor_pages: () => ({ json: { data: { cms_editor_pages: [{ slug: 'about-us', title_nl: 'Over ons', title_en: 'About us', is_published: false, has_draft: false, publish_at: null, updated_at: null, lock_version: 5 }] } } }),
    cms_editor_page: () => ({ json: { data: { cms_editor_page: { ...ABOUT, slug: 'home' } } } }),
  });
  renderApp('/admin/content/pages');
  expect((await screen.findAllByTestId('editor-page-row'))[0]).toHaveTextContent('Offline · De gepubliceerde pagina is actueel.');
  renderApp('/admin/content/pages/home');
  await screen.findAllByTestId('editor-publish');
  expect(screen.queryByTestId('editor-unpublish')).toBeNull();
});
