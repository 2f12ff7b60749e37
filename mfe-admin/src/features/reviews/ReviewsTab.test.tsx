import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import type { AdminReview } from './reviewsApi';

const review = (id: number, extra: Partial<AdminReview> = {}): AdminReview => ({
  review_id: id, rating: 4, review_text: `Beoordeling ${id}`, ts_created: '2026-03-12T23:30:00.000Z', is_hidden: false, is_testimonial: false, host_reply: null,
  guest_name: 'Bram Jansen', guest_email: 'bram@example.nl', space_id: 10, space_name: 'Zaal Zuid', space_url: '/space/abc123/zaal-zuid/ZZ1',
  venue_id: 5, venue_name: 'Het Pakhuis', ...extra,
});

const error = (key: string) => ({ json: { data: null, errors: [{ message: 'x', extensions: { response: { body: { error_type: 'VALIDATION', entity: 'review', key, meta: null, status_code: 400 } } } }] } });

function world({ staffRole = 'CONTENT_EDITOR' as 'ADMIN' | 'CONTENT_EDITOR' | 'SUPPORT', rows = [] as AdminReview[] } = {}) {
  const reviews = rows.length ? rows : [
    review(3, { review_text: 'Te veel lawaai van de straat. '.repeat(10), rating: 2, guest_name: 'Olga Test', guest_email: 'olga@example.nl', host_reply: 'Sorry, we plaatsen dubbel glas.' }),
    review(2, { review_text: 'Per ongeluk verborgen', is_hidden: true, space_name: 'Zaal Noord', space_url: '/space/abc123/zaal-noord/ZN1' }),
    review(1, { review_text: 'Fijne zaal met veel licht', rating: 5, is_testimonial: true }),
  ];
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const v = request.variables as Record<string, any>;
    switch (request.operation) {
      case 'profile': return profileAnswer(staffRole === 'ADMIN' ? { isAdmin: true } : { staffRole });
      case 'admin_reviews': {
        const term = (v.search ?? '').toLowerCase();
        const found = reviews.filter((r) => (v.hidden === null || v.hidden === undefined || r.is_hidden === v.hidden)
          && (!term || [r.review_text, r.space_name, r.venue_name, r.guest_name ?? ''].some((t) => t.toLowerCase().includes(term))));
        return { json: { data: { admin_reviews: { result: found.slice((v.page - 1) * v.size, v.page * v.size), total: found.length, page: v.page, size: v.size, total_pages: Math.ceil(found.length / v.size) } } } };
      }
      case 'hide_review':
        reviews.find((r) => r.review_id === v.review_id)!.is_hidden = v.hidden;
        return { json: { data: { hide_review: v.hidden } } };
      case 'promote_review': {
        const r = reviews.find((x) => x.review_id === v.review_id)!;
        if (r.is_hidden) return error('review_hidden');
        r.is_testimonial = true;
        return { json: { data: { promote_review: { review_id: r.review_id, is_testimonial: true } } } };
      }
      default: return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return { reviews, calls: (op: string) => requests.filter((r) => r.operation === op) };
}

const rowOf = async (text: string | RegExp) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const texts = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent);

beforeEach(() => {
  resetState();
  logIn();
});

test('a content editor clicks to the tab and sees every review, hidden ones too: stars, shortened text, space page, guest, Amsterdam date, status', async () => {
  const { calls } = world();
  renderApp('/admin');
  fireEvent.click(await screen.findByRole('tab', { name: 'Beoordelingen' }));
  await waitFor(() => expect(currentUrl()).toBe('/admin/reviews'));
  const noisy = await rowOf(/^Te veel lawaai/);
  expect(within(noisy).getByRole('img', { name: '2 van 5 sterren' })).toBeInTheDocument();
  expect(within(noisy).getByText(/^Te veel lawaai/).textContent!.length).toBeLessThanOrEqual(141);
  expect(within(noisy).getByText('Reactie van de verhuurder: Sorry, we plaatsen dubbel glas.')).toBeInTheDocument();
  expect(within(noisy).getByText('Olga Test')).toBeInTheDocument();
  expect(within(noisy).getByRole('link', { name: 'Zaal Zuid' })).toHaveAttribute('href', '/space/abc123/zaal-zuid/ZZ1');
  expect(within(noisy).getByText('Het Pakhuis')).toBeInTheDocument();
  // 23:30 UTC on 12 March is 13 March in Amsterdam
  expect(within(noisy).getByText('13 mrt 2026')).toBeInTheDocument();
  expect(within(noisy).getByText('Zichtbaar')).toBeInTheDocument();
  const hidden = await rowOf('Per ongeluk verborgen');
  expect(within(hidden).getByText('Verborgen')).toBeInTheDocument();
  expect(within(hidden).getByRole('button', { name: /tonen$/ })).toHaveTextContent('Tonen');
  // a hidden review is not promoted; a testimonial says so
  expect(within(hidden).queryByText('Als testimonial tonen')).toBeNull();
  expect(within(await rowOf('Fijne zaal met veel licht')).getByText('Staat op de homepage')).toBeInTheDocument();
  expect(screen.getByText('3 beoordelingen')).toBeInTheDocument();
  expect(calls('admin_reviews')[0].variables).toEqual({ search: null, hidden: null, page: 1, size: 20 });
});

test('the hidden filter and a search go to the API and the URL; a hidden review is shown again and its row follows', async () => {
  const { reviews, calls } = world();
  renderApp('/en/admin/reviews');
  await rowOf('Per ongeluk verborgen');
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'hidden' } });
  await waitFor(() => expect(texts()).toEqual(['Per ongeluk verborgen']));
  expect(currentUrl()).toBe('/en/admin/reviews?status=hidden');
  expect(calls('admin_reviews').at(-1)!.variables).toEqual({ search: null, hidden: true, page: 1, size: 20 });

  const row = await rowOf('Per ongeluk verborgen');
  fireEvent.click(within(row).getByRole('button', { name: 'Show the review of Zaal Noord by Bram Jansen' }));
  expect(await screen.findByText('The review of Zaal Noord is visible again.')).toHaveAttribute('role', 'status');
  expect(calls('hide_review')[0].variables).toEqual({ review_id: 2, hidden: false });
  expect(reviews[1].is_hidden).toBe(false);
  const shown = await rowOf('Per ongeluk verborgen');
  expect(within(shown).getByText('Visible')).toBeInTheDocument();
  expect(within(shown).getByRole('button', { name: 'Hide the review of Zaal Noord by Bram Jansen' })).toHaveTextContent('Hide');

  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'visible' } });
  await waitFor(() => expect(texts()).toHaveLength(3));
  fireEvent.change(screen.getByLabelText('Search by space, venue, guest or text'), { target: { value: 'licht' } });
  await waitFor(() => expect(texts()).toEqual(['Fijne zaal met veel licht']));
  expect(currentUrl()).toBe('/en/admin/reviews?status=visible&q=licht');
  expect(calls('admin_reviews').at(-1)!.variables).toEqual({ search: 'licht', hidden: false, page: 1, size: 20 });
});

test('hiding a visible one, and promoting one to a testimonial says it was added', async () => {
  const { calls } = world();
  renderApp('/admin/reviews');
  const noisy = await rowOf(/^Te veel lawaai/);
  fireEvent.click(within(noisy).getByRole('button', { name: 'Beoordeling van Zaal Zuid door Olga Test als testimonial tonen' }));
  expect(await screen.findByText('De beoordeling van Zaal Zuid staat nu als testimonial op de homepage (tab Feedback).')).toHaveAttribute('role', 'status');
  expect(calls('promote_review')[0].variables).toEqual({ review_id: 3 });
  await waitFor(() => expect(within(noisy).getByText('Staat op de homepage')).toBeInTheDocument());
  expect(within(noisy).queryByText('Als testimonial tonen')).toBeNull();

  fireEvent.click(within(noisy).getByRole('button', { name: 'Beoordeling van Zaal Zuid door Olga Test verbergen' }));
  expect(await screen.findByText('De beoordeling van Zaal Zuid is verborgen.')).toBeInTheDocument();
  expect(calls('hide_review')[0].variables).toEqual({ review_id: 3, hidden: true });
  await waitFor(() => expect(within(noisy).getByText('Verborgen')).toBeInTheDocument());
});

test('20 per page with the page in the URL; the empty state', async () => {
  const many = Array.from({ length: 23 }, (_, i) => review(100 - i, { review_text: `Review nummer ${i + 1}` }));
  const { calls } = world({ rows: many });
  renderApp('/admin/reviews');
  await rowOf('Review nummer 1');
  expect(texts()).toHaveLength(20);
  expect(screen.getByText('23 beoordelingen')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /^(Pagina )?2$/ }));
  await rowOf('Review nummer 21');
  expect(currentUrl()).toBe('/admin/reviews?page=2');
  expect(calls('admin_reviews').at(-1)!.variables).toMatchObject({ page: 2 });
  fireEvent.change(screen.getByLabelText('Zoek op ruimte, locatie, gast of tekst'), { target: { value: 'niets' } });
  expect(await screen.findByText('Geen beoordelingen gevonden')).toBeInTheDocument();
});

test('a role without admin.content.update gets no reviews tab', async () => {
  world({ staffRole: 'SUPPORT' });
  renderApp('/admin/users');
  await screen.findByRole('tab', { name: 'Gebruikers' });
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).not.toContain('Beoordelingen');
});

test('a role without admin.content.update typing the reviews tab lands on not-found, nothing asked', async () => {
  const { calls } = world({ staffRole: 'SUPPORT' });
  renderApp('/admin/reviews');
  await waitFor(() => expect(currentUrl()).toBe('/not-found'));
  expect(calls('admin_reviews')).toHaveLength(0);
});
