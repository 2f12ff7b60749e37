import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import type { AdminSpace } from './spacesApi';

const base: AdminSpace = {
  space_id: 1, space_name: 'Grote Zaal', space_url: '/space/aaaa1111/grote-zaal/1001', venue_id: 5, venue_name: 'Café De Zaal', city_id: 50,
  city_name: 'Amsterdam', organisation_id: 10, organisation_name: 'Zalen BV', host_email: 'host@example.nl', space_booking_type: 'DIRECT',
  is_active: true, review_status: 'APPROVED', review_reason: null, is_highlighted: false, highlight_position: null, meta_title: null,
  meta_description: null, seo_h1: null, seo_faq: [],
};

function world(staffRole: 'ADMIN' | 'SUPPORT' | 'CONTENT_EDITOR' = 'ADMIN') {
  const spaces: AdminSpace[] = [
    { ...base, space_id: 2, space_name: 'Nieuwe Kamer', is_active: false, review_status: 'PENDING', space_booking_type: 'MANUAL', city_id: 60, city_name: 'Utrecht', organisation_id: 20, organisation_name: 'Nieuw BV' },
    base,
  ];
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const v = request.variables as Record<string, any>;
    const find = () => spaces.find((s) => s.space_id === v.space_id)!;
    switch (request.operation) {
      case 'profile': return profileAnswer(staffRole === 'ADMIN' ? { isAdmin: true } : { staffRole });
      case 'get_all_spaces': {
        const found = spaces.filter((s) => (!v.review_status || s.review_status === v.review_status) && (v.is_active === null || s.is_active === v.is_active)
          && (!v.city_id || s.city_id === v.city_id) && (!v.organisation_id || s.organisation_id === v.organisation_id) && (!v.booking_type || s.space_booking_type === v.booking_type));
        return { json: { data: { get_all_spaces: { result: found, total: found.length, page: v.page, size: v.size, total_pages: 1 } } } };
      }
      case 'approve_space': find().review_status = 'APPROVED'; return { json: { data: { approve_space: { space_id: v.space_id } } } };
      case 'reject_space': Object.assign(find(), { review_status: 'REJECTED', review_reason: v.reason }); return { json: { data: { reject_space: { space_id: v.space_id } } } };
      case 'set_space_active': find().is_active = v.is_active; return { json: { data: { set_space_active: { space_id: v.space_id, is_active: v.is_active } } } };
      case 'update_space_seo': {
        if (v.input.seo_faq.some((f: Record<string, string>) => !f.answer_en.trim())) {
          return { json: { data: null, errors: [{ message: 'faq', extensions: { response: { body: { error_type: 'FIELD_VALIDATION', entity: 'space', key: 'faq_incomplete', meta: { field: 'seo_faq' }, status_code: 400 } } } }] } };
        }
        Object.assign(find(), v.input); return { json: { data: { update_space_seo: { space_id: v.space_id, seo_h1: v.input.seo_h1 } } } };
      }
      default: return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return { spaces, calls: (op: string) => requests.filter((r) => r.operation === op) };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

beforeEach(() => {
  resetState();
  logIn();
});

test('lists spaces with venue, city, host, booking type, state and review; preview opens the public page', async () => {
  world();
  renderApp('/admin/spaces');
  const pending = await rowOf('Nieuwe Kamer');
  expect(within(pending).getByText('Inactief')).toBeInTheDocument();
  expect(within(pending).getByText('Wacht op controle')).toBeInTheDocument();
  expect(within(pending).getByText('Op aanvraag')).toBeInTheDocument();
  const live = await rowOf('Grote Zaal');
  expect(within(live).getByText('Café De Zaal')).toBeInTheDocument();
  expect(within(live).getByText('Actief')).toBeInTheDocument();
  expect(within(live).getByRole('link', { name: 'Bekijken' })).toHaveAttribute('href', '/space/aaaa1111/grote-zaal/1001');
  expect(screen.getByText('2 ruimtes')).toBeInTheDocument();
});

test('filters by review, state and booking type in the URL, and by city or host from a row', async () => {
  const { calls } = world();
  renderApp('/en/admin/spaces');
  await screen.findByText('Grote Zaal');
  fireEvent.change(screen.getByLabelText('Review'), { target: { value: 'PENDING' } });
  await waitFor(() => expect(currentUrl()).toBe('/en/admin/spaces?review=PENDING'));
  await waitFor(() => expect(screen.queryByText('Grote Zaal')).not.toBeInTheDocument());
  fireEvent.change(screen.getByLabelText('Review'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Booking type'), { target: { value: 'DIRECT' } });
  await waitFor(() => expect(screen.queryByText('Nieuwe Kamer')).not.toBeInTheDocument());
  expect(calls('get_all_spaces').at(-1)!.variables).toMatchObject({ booking_type: 'DIRECT', review_status: null });
  fireEvent.click(screen.getByRole('button', { name: 'Only spaces in Amsterdam' }));
  await waitFor(() => expect(calls('get_all_spaces').at(-1)!.variables).toMatchObject({ city_id: 50 }));
  fireEvent.click(await screen.findByRole('button', { name: 'City: Amsterdam ✕' }));
  await waitFor(() => expect(currentUrl()).toBe('/en/admin/spaces?type=DIRECT'));
});

test('the host filter from the Vendors tab link shows that host only', async () => {
  const { calls } = world();
  renderApp('/admin/spaces?host=20');
  expect(await screen.findByText('Nieuwe Kamer')).toBeInTheDocument();
  expect(screen.queryByText('Grote Zaal')).not.toBeInTheDocument();
  expect(calls('get_all_spaces')[0].variables).toMatchObject({ organisation_id: 20 });
  expect(screen.getByRole('button', { name: 'Verhuurder: Nieuw BV ✕' })).toBeInTheDocument();
});

test('review: reject needs a reason, approve then activate; deactivate', async () => {
  const { calls } = world();
  renderApp('/admin/spaces');
  fireEvent.click(within(await rowOf('Nieuwe Kamer')).getByRole('button', { name: 'Afkeuren' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/Reden/), { target: { value: 'Te weinig foto\u2019s' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Afkeuren' }));
  expect(await screen.findByText('Reden: Te weinig foto\u2019s')).toBeInTheDocument();
  expect(calls('reject_space')[0].variables).toEqual({ space_id: 2, reason: 'Te weinig foto\u2019s' });

  fireEvent.click(within(await rowOf('Nieuwe Kamer')).getByRole('button', { name: 'Goedkeuren' }));
  expect(await screen.findByText('Nieuwe Kamer is goedgekeurd; de verhuurder krijgt bericht.')).toBeInTheDocument();
  fireEvent.click(await within(await rowOf('Nieuwe Kamer')).findByRole('button', { name: 'Activeren' }));
  expect(await screen.findByText('Nieuwe Kamer is actief.')).toBeInTheDocument();
  expect(calls('set_space_active')[0].variables).toEqual({ space_id: 2, is_active: true });
  fireEvent.click(within(await rowOf('Grote Zaal')).getByRole('button', { name: 'Deactiveren' }));
  expect(await screen.findByText('Grote Zaal is inactief.')).toBeInTheDocument();
});

test('SEO: h1, meta texts and FAQ are saved; an incomplete FAQ shows the API error', async () => {
  const { calls } = world('CONTENT_EDITOR');
  renderApp('/en/admin/spaces');
  const row = await rowOf('Grote Zaal');
  expect(within(row).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  fireEvent.click(within(row).getByRole('button', { name: 'SEO' }));
  const dialog = await screen.findByRole('dialog', { name: 'SEO of Grote Zaal' });
  fireEvent.change(within(dialog).getByLabelText('H1'), { target: { value: 'Grote Zaal in Amsterdam' } });
  fireEvent.change(within(dialog).getByLabelText('Meta title'), { target: { value: 'Grote Zaal huren' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add a question' }));
  fireEvent.change(within(dialog).getByLabelText('Question (Dutch)'), { target: { value: 'Parkeren?' } });
  fireEvent.change(within(dialog).getByLabelText('Answer (Dutch)'), { target: { value: 'Ja.' } });
  fireEvent.change(within(dialog).getByLabelText('Question (English)'), { target: { value: 'Parking?' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Fill in the question and the answer in Dutch and English for every FAQ entry.');
  fireEvent.change(within(dialog).getByLabelText('Answer (English)'), { target: { value: 'Yes.' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The SEO texts of Grote Zaal are saved.')).toBeInTheDocument();
  expect(calls('update_space_seo').at(-1)!.variables).toEqual({
    space_id: 1,
    input: { seo_h1: 'Grote Zaal in Amsterdam', meta_title: 'Grote Zaal huren', meta_description: '', seo_faq: [{ question_nl: 'Parkeren?', answer_nl: 'Ja.', question_en: 'Parking?', answer_en: 'Yes.' }] },
  });
});

test('support sees spaces read-only', async () => {
  world('SUPPORT');
  renderApp('/admin/spaces');
  const row = await rowOf('Nieuwe Kamer');
  expect(within(row).queryByRole('button', { name: 'Goedkeuren' })).not.toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: 'SEO' })).not.toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Bekijken' })).toBeInTheDocument();
});
