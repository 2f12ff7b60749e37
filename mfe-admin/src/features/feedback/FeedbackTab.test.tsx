import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import type { AdminFeedback } from './feedbackApi';

const fb = (id: number, name: string, role: 'Booker' | 'Vendor', extra: Partial<AdminFeedback> = {}): AdminFeedback => ({
  feedback_id: id, avatar_image_id: null, avatar_url: null, user_name: name, user_company_name: null, user_company_position: null,
  user_role: role, feedback_nl: `Tekst van ${name}`, feedback_en: `Text of ${name}`, position: id, ...extra,
});
const fieldError = (key: string, field: string) => ({
  json: { data: null, errors: [{ message: key, extensions: { response: { body: { error_type: 'FIELD_VALIDATION', entity: 'feedback', key, meta: { field }, status_code: 400 } } } }] },
});

function world({ badImage = false } = {}) {
  let rows = [fb(1, 'Sanne', 'Booker', { avatar_image_id: 9, avatar_url: '/api/image/9/', user_company_name: 'Acme BV' }), fb(2, 'Henk', 'Vendor')];
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const v = request.variables as Record<string, any>;
    if (request.url.includes('/api/image/?owner_type=FEEDBACK')) {
      return badImage
        ? { status: 400, json: { error_type: 'FIELD_VALIDATION', entity: 'image', key: 'image_wrong_aspect_ratio', meta: null, status_code: 400 } }
        : { status: 201, json: { image_id: 77, image_url: '/api/image/77/' } };
    }
    switch (request.operation) {
      case 'profile': return profileAnswer({ isAdmin: true });
      case 'admin_feedbacks': return { json: { data: { admin_feedbacks: rows.filter((r) => !v.user_role || r.user_role === v.user_role) } } };
      case 'add_feedback':
        if (!v.input.user_name.trim()) return fieldError('user_name_empty', 'user_name');
        rows = [...rows, fb(3, v.input.user_name, v.input.user_role, { ...v.input, feedback_id: 3, avatar_url: v.input.avatar_image_id ? `/api/image/${v.input.avatar_image_id}/` : null, position: 3 })];
        return { json: { data: { add_feedback: { feedback_id: 3 } } } };
      case 'edit_feedback':
        rows = rows.map((r) => (r.feedback_id === v.feedback_id ? { ...r, ...v.input, avatar_image_id: v.is_avatar_changed ? v.input.avatar_image_id : r.avatar_image_id, avatar_url: v.is_avatar_changed ? null : r.avatar_url } : r));
        return { json: { data: { edit_feedback: { feedback_id: v.feedback_id } } } };
      case 'delete_feedback': rows = rows.filter((r) => r.feedback_id !== v.feedback_id); return { json: { data: { delete_feedback: true } } };
      default: return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return { calls: (op: string) => requests.filter((r) => r.operation === op), uploads: () => requests.filter((r) => r.url.includes('owner_type=FEEDBACK')) };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

beforeEach(() => {
  resetState();
  logIn();
});

test('lists the testimonials in order with photo, company and role; filter by role in the URL', async () => {
  const { calls } = world();
  renderApp('/admin/feedback');
  const sanne = await rowOf('Sanne');
  expect(within(sanne).getByRole('img', { name: 'Foto van Sanne' })).toHaveAttribute('src', '/api/image/9/');
  expect(within(sanne).getByText('Acme BV')).toBeInTheDocument();
  expect(within(sanne).getByText('Boeker')).toBeInTheDocument();
  expect(within(sanne).getByText('Tekst van Sanne')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Rol'), { target: { value: 'Vendor' } });
  await waitFor(() => expect(currentUrl()).toBe('/admin/feedback?role=Vendor'));
  await waitFor(() => expect(screen.queryByText('Sanne')).not.toBeInTheDocument());
  expect(calls('admin_feedbacks').at(-1)!.variables).toEqual({ user_role: 'Vendor', search: null });
  fireEvent.change(screen.getByLabelText('Zoek op naam, bedrijf of tekst'), { target: { value: 'henk' } });
  await waitFor(() => expect(currentUrl()).toBe('/admin/feedback?role=Vendor&q=henk'));
  await waitFor(() => expect(calls('admin_feedbacks').at(-1)!.variables).toEqual({ user_role: 'Vendor', search: 'henk' }));
});

test('add with an uploaded photo; an empty name shows the API field error', async () => {
  const { calls, uploads } = world();
  renderApp('/en/admin/feedback');
  await screen.findByText('Sanne');
  fireEvent.click(screen.getByRole('button', { name: 'Add feedback' }));
  const dialog = await screen.findByRole('dialog', { name: 'New feedback' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill in a name.');
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Anna' } });
  fireEvent.change(within(dialog).getByLabelText('Company (optional)'), { target: { value: 'Zalen BV' } });
  fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'Vendor' } });
  fireEvent.change(within(dialog).getByLabelText('Feedback (Dutch)'), { target: { value: 'Top platform' } });
  fireEvent.change(within(dialog).getByLabelText('Feedback (English)'), { target: { value: 'Great platform' } });
  fireEvent.change(within(dialog).getByLabelText(/^Photo/), { target: { files: [new File(['png'], 'anna.png', { type: 'image/png' })] } });
  expect(await within(dialog).findByRole('img', { name: 'Photo of Anna' })).toHaveAttribute('src', '/api/image/77/');
  expect(uploads()).toHaveLength(1);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The feedback of Anna is added.')).toBeInTheDocument();
  expect(calls('add_feedback').at(-1)!.variables).toEqual({
    input: { user_name: 'Anna', user_company_name: 'Zalen BV', user_company_position: '', user_role: 'Vendor', feedback_nl: 'Top platform', feedback_en: 'Great platform', position: null, avatar_image_id: 77 },
  });
  expect(await rowOf('Anna')).toBeInTheDocument();
});

test('a photo against the image rules is refused with the rule', async () => {
  world({ badImage: true });
  renderApp('/admin/feedback');
  fireEvent.click(within(await rowOf('Henk')).getByRole('button', { name: 'Bewerken' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/^Foto/), { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('De foto moet liggend zijn, met een verhouding tussen 1,3 en 1,8.');
});

test('edit sends is_avatar_changed only when the photo changed; removing the photo sends it too', async () => {
  const { calls } = world();
  renderApp('/admin/feedback');
  fireEvent.click(within(await rowOf('Sanne')).getByRole('button', { name: 'Bewerken' }));
  let dialog = await screen.findByRole('dialog', { name: 'Feedback van Sanne bewerken' });
  fireEvent.change(within(dialog).getByLabelText('Feedback (Nederlands)'), { target: { value: 'Nieuwe tekst' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('De feedback van Sanne is opgeslagen.')).toBeInTheDocument();
  expect(calls('edit_feedback')[0].variables).toMatchObject({ feedback_id: 1, is_avatar_changed: false, input: { feedback_nl: 'Nieuwe tekst', avatar_image_id: 9 } });

  fireEvent.click(within(await rowOf('Sanne')).getByRole('button', { name: 'Bewerken' }));
  dialog = await screen.findByRole('dialog', { name: 'Feedback van Sanne bewerken' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Foto verwijderen' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(calls('edit_feedback')).toHaveLength(2));
  expect(calls('edit_feedback')[1].variables).toMatchObject({ is_avatar_changed: true, input: { avatar_image_id: null } });
  await waitFor(() => expect(within(screen.getByText('Sanne').closest('tr') as HTMLElement).queryByRole('img')).not.toBeInTheDocument());
});

test('delete asks first', async () => {
  const { calls } = world();
  renderApp('/admin/feedback');
  fireEvent.click(within(await rowOf('Henk')).getByRole('button', { name: 'Verwijderen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Feedback van Henk verwijderen?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
  expect(await screen.findByText('De feedback van Henk is verwijderd.')).toBeInTheDocument();
  expect(calls('delete_feedback')[0].variables).toEqual({ feedback_id: 2 });
  await waitFor(() => expect(screen.queryByText('Henk')).not.toBeInTheDocument());
});
