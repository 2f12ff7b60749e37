import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import { mfeTestKit } from '@zaalplek/platform/src/testing/mfeTestKit';
import { mockFetch, profileAnswer, type MockAnswer, type MockRequest } from '@zaalplek/platform/src/testing/mockFetch';
import App from '../../App';
import { api } from '../../api';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { store } from '../../store';
import type { EditorLocation } from './locationEditorApi';

const { logIn, resetState, renderApp, currentUrl } = mfeTestKit({ App, api, store, messages: { nl, en } });
patchHistoryApi();

const texts = (h1: string) => ({ h1, h2: null, description: null, meta_title: null, meta_description: null, seo_text: '<p>Tekst</p>' });
const UTRECHT = {
  __typename: 'EditorLocation', seo_entity_id: 12, name: 'Amersfoort', type: 'CITY', path: 'utrecht/amersfoort', region_name: 'Utrecht',
  updated_at: '2026-11-27T10:00:00.000Z', video_url: null, nl: texts('Vergaderen in Amersfoort'), en: texts('Meeting in Amersfoort'),
  faqs: [{ __typename: 'EditorLocationFaq', question_nl: 'Waar?', answer_nl: 'Centrum.', question_en: 'Where?', answer_en: 'Centre.' }],
} as unknown as EditorLocation;

function answer(handlers: Partial<Record<string, (r: MockRequest) => MockAnswer>>) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    if (request.operation === 'profile') return profileAnswer({ staffRole: 'CONTENT_EDITOR' });
    const handler = request.operation ? handlers[request.operation] : undefined;
    return handler ? handler(request) : { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
  });
  return (operation: string) => requests.filter((r) => r.operation === operation);
}

beforeEach(() => {
  resetState();
  logIn();
});

it('finds a city in the list and saves its texts and FAQ with the version it loaded; a newer save elsewhere is a conflict', async () => {
  let saves = 0;
  const calls = answer({
    content_editor_locations: () => ({ json: { data: { content_editor_locations: [
      { seo_entity_id: 3, name: 'Utrecht', type: 'REGION', path: 'utrecht', region_name: null, updated_at: '2026-11-27T10:00:00.000Z' },
      { seo_entity_id: 12, name: 'Amersfoort', type: 'CITY', path: 'utrecht/amersfoort', region_name: 'Utrecht', updated_at: '2026-11-27T10:00:00.000Z' },
    ] } } }),
    content_editor_location: () => ({ json: { data: { content_editor_location: UTRECHT } } }),
    update_city_seo: (r) => {
      saves += 1;
      if (saves === 2) {
        const body = { error_type: 'CONFLICT', entity: 'city', key: 'stale_version', meta: null, status_code: 409 };
        return { json: { data: null, errors: [{ message: 'stale_version', extensions: { response: { body }, status_code: 409 } }] } };
      }
      const input = (r.variables as { input: Record<string, unknown> }).input;
      return { json: { data: { update_city_seo: { location_id: 12, ...input, updated_at: '2026-11-27T11:00:00.000Z' } } } };
    },
  });
  renderApp('/admin/content/locations');
  fireEvent.change(await screen.findByLabelText('Zoek een provincie of stad'), { target: { value: 'amers' } });
  const rows = screen.getAllByTestId('editor-location-row');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toHaveTextContent('Stad in Utrecht');
  fireEvent.click(within(rows[0]!).getByRole('link', { name: 'Amersfoort' }));
  await waitFor(() => expect(currentUrl()).toBe('/admin/content/locations/12'));

  await screen.findByTestId('location-editor');
  fireEvent.change(screen.getByLabelText(/^Tweede kop \(h2\) \(Nederlands\)/), { target: { value: 'Zalen bij het station' } });
  fireEvent.click(screen.getByTestId('add-faq'));
  fireEvent.change(screen.getByLabelText('Vraag 2 (Nederlands)'), { target: { value: 'Kan ik parkeren?' } });
  fireEvent.change(screen.getByLabelText('Vraag 2 (Engels)'), { target: { value: 'Can I park?' } });
  fireEvent.change(screen.getByLabelText('Antwoord 2 (Nederlands)'), { target: { value: 'Ja.' } });
  fireEvent.change(screen.getByLabelText('Antwoord 2 (Engels)'), { target: { value: 'Yes.' } });
  fireEvent.click(screen.getByTestId('location-save'));
  expect(await screen.findByText('Opgeslagen; de pagina toont de nieuwe teksten.')).toBeInTheDocument();
  // the same update_city_seo the admin Cities tab calls, with the editor's SEO texts as extra fields
  const vars = calls('update_city_seo')[0]!.variables as Record<string, any>;
  expect(vars).toMatchObject({ location_id: 12, updated_at: '2026-11-27T10:00:00.000Z', input: { video_url: '', h1_nl: 'Vergaderen in Amersfoort', h2_nl: 'Zalen bij het station', h1_en: 'Meeting in Amersfoort', seo_text_nl: '<p>Tekst</p>' } });
  expect(calls('save_location_seo')).toEqual([]);
  expect(vars.input.faq).toEqual([
    { question_nl: 'Waar?', answer_nl: 'Centrum.', question_en: 'Where?', answer_en: 'Centre.' },
    { question_nl: 'Kan ik parkeren?', answer_nl: 'Ja.', question_en: 'Can I park?', answer_en: 'Yes.' },
  ]);

  fireEvent.click(screen.getByTestId('location-save'));
  expect(await screen.findByTestId('editor-notice-conflict')).toHaveTextContent('Iemand anders heeft dit item intussen gewijzigd.');
  expect((calls('update_city_seo')[1]!.variables as Record<string, unknown>).updated_at).toBe('2026-11-27T11:00:00.000Z');
});

it("shows update_city_seo's field errors next to the editor's fields", async () => {
  answer({
    content_editor_location: () => ({ json: { data: { content_editor_location: UTRECHT } } }),
    update_city_seo: () => {
      const fields = { h1_nl: 'too_long', video_url: 'video_url_invalid', 'faq.0.answer_en': 'faq_incomplete' };
      const body = { error_type: 'FIELD_VALIDATION', entity: 'city', key: 'too_long', meta: { field: 'h1_nl', fields }, status_code: 400 };
      return { json: { data: null, errors: [{ message: 'too_long', extensions: { response: { body }, status_code: 400 } }] } };
    },
  });
  renderApp('/admin/content/locations/12');
  await screen.findByTestId('location-editor');
  fireEvent.click(screen.getByTestId('location-save'));
  expect(await screen.findByTestId('editor-notice-error')).toBeInTheDocument();
  expect(within(screen.getByTestId('location-nl')).getByText('Deze tekst is te lang.')).toBeInTheDocument();
  expect(within(screen.getByTestId('location-en')).queryByText('Deze tekst is te lang.')).not.toBeInTheDocument();
  expect(screen.getByText('Deze waarde klopt niet.')).toBeInTheDocument();
  expect(within(screen.getAllByTestId('location-faq')[0]!).getByText('Vul dit veld in.')).toBeInTheDocument();
});
