import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import { mfeTestKit } from '@zaalplek/platform/src/testing/mfeTestKit';
import { mockFetch, profileAnswer, type MockAnswer, type MockRequest } from '@zaalplek/platform/src/testing/mockFetch';
import App from '../../App';
import { api } from '../../api';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { store } from '../../store';
import { isWebAddress } from './SocialMediaEditor';

const { logIn, resetState, renderApp, currentUrl } = mfeTestKit({ App, api, store, messages: { nl, en } });
patchHistoryApi();

const LOADED = {
  __typename: 'EditorSocialMedia', lock_version: 3, updated_at: '2026-11-20T10:00:00.000Z',
  links: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/zaalplek' }, { network: 'instagram', url: 'https://www.instagram.com/zaalplek' }],
};

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

test('only http and https addresses with a host pass the check', () => {
  expect(isWebAddress('https://www.facebook.com/zaalplek')).toBe(true);
  expect(isWebAddress('http://youtube.com/@zaalplek')).toBe(true);
  expect(isWebAddress('javascript:alert(1)')).toBe(false);
  expect(isWebAddress('www.facebook.com')).toBe(false);
  expect(isWebAddress('https://')).toBe(false);
});

it('is a tab of the content editor; adds, edits, reorders and removes links and saves them in order with the version check', async () => {
  const calls = answer({
    cms_editor_pages: () => ({ json: { data: { cms_editor_pages: [] } } }),
    social_media_editor: () => ({ json: { data: { social_media_editor: LOADED } } }),
    save_social_media: (r) => ({ json: { data: { save_social_media: { ...LOADED, lock_version: 4, links: (r.variables as { links: unknown[] }).links } } } }),
  });
  renderApp('/admin/content');
  fireEvent.click(await screen.findByRole('link', { name: 'Sociale media' }));
  await waitFor(() => expect(currentUrl()).toBe('/admin/content/social'));
  const form = await screen.findByTestId('social-editor');
  await waitFor(() => expect(within(form).getAllByTestId('social-link-row')).toHaveLength(2));

  // a YouTube link added with a wrong address first: refused here, nothing sent
  fireEvent.click(screen.getByTestId('social-add'));
  fireEvent.change(screen.getByTestId('social-network-2'), { target: { value: 'youtube' } });
  fireEvent.change(screen.getByLabelText('Adres 3 (https://…)'), { target: { value: 'javascript:alert(1)' } });
  fireEvent.click(screen.getByTestId('social-save'));
  expect(await screen.findByText('Vul een webadres in dat begint met http:// of https://.')).toBeInTheDocument();
  expect(calls('save_social_media')).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Adres 3 (https://…)'), { target: { value: ' http://youtube.com/@zaalplek ' } });
  fireEvent.change(screen.getByLabelText('Adres 1 (https://…)'), { target: { value: 'https://www.linkedin.com/company/zaalplek-nl' } });
  fireEvent.click(screen.getByRole('button', { name: 'Link 3 omhoog' }));
  fireEvent.click(screen.getByRole('button', { name: 'Link 1 verwijderen' }));
  fireEvent.click(screen.getByTestId('social-save'));
  expect(await screen.findByText('De links zijn opgeslagen en staan in de voettekst.')).toBeInTheDocument();
  expect(calls('save_social_media')[0]!.variables).toEqual({
    lock_version: 3,
    links: [{ network: 'youtube', url: 'http://youtube.com/@zaalplek' }, { network: 'instagram', url: 'https://www.instagram.com/zaalplek' }],
  });
  // a network already used is not offered twice
  const options = within(screen.getByTestId('social-network-0')).getAllByRole('option').map((o) => o.getAttribute('value'));
  expect(options).not.toContain('instagram');
});

it('shows the server\'s field errors and a conflict with someone else\'s newer save', async () => {
  let attempt = 0;
  answer({
    social_media_editor: () => ({ json: { data: { social_media_editor: LOADED } } }),
    save_social_media: () => {
      attempt += 1;
      const body = attempt === 1
        ? { error_type: 'FIELD_VALIDATION', entity: 'social_media', key: 'invalid_url', meta: { field: 'links.0.url', fields: { 'links.0.url': 'invalid_url' } }, status_code: 400 }
        : { error_type: 'CONFLICT', entity: 'social_media', key: 'stale_version', meta: { lock_version: 5 }, status_code: 409 };
      return { json: { errors: [{ message: 'refused', extensions: { response: { status_code: body.status_code, body } } }], data: null } };
    },
  });
  renderApp('/admin/content/social');
  await screen.findAllByTestId('social-link-row');
  fireEvent.click(screen.getByTestId('social-save'));
  expect(await screen.findByText('Vul een webadres in dat begint met http:// of https://.')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('social-save'));
  expect(await screen.findByTestId('editor-notice-conflict')).toHaveTextContent('Iemand anders heeft dit item intussen gewijzigd');
});
