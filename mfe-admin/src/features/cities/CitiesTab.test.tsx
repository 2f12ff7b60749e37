import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import type { AdminCity } from './citiesApi';

const city = (id: number, name: string, region: string, active: number): AdminCity => ({
  location_id: id, name, slug: name.toLowerCase(), path: `${region.toLowerCase()}/${name.toLowerCase()}`, region_name: region, active_spaces: active,
  h1_nl: null, h1_en: null, h2_nl: null, h2_en: null, description_nl: null, description_en: null, meta_title_nl: null, meta_title_en: null,
  meta_description_nl: null, meta_description_en: null, video_url: null, faq: [], updated_at: '2026-11-27T10:00:00.000Z',
});

function world() {
  const cities = [city(1, 'Amsterdam', 'Noord-Holland', 12), city(2, 'Utrecht', 'Utrecht', 30), city(3, 'Zwolle', 'Overijssel', 2),
    ...Array.from({ length: 20 }, (_, i) => city(10 + i, `Dorp ${String(i).padStart(2, '0')}`, 'Drenthe', 0))];
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const v = request.variables as Record<string, any>;
    switch (request.operation) {
      case 'profile': return profileAnswer({ staffRole: 'CONTENT_EDITOR' });
      case 'admin_cities': {
        const key = { NAME: 'name', REGION: 'region_name', ACTIVE_SPACES: 'active_spaces' }[v.sort.key as string] as keyof AdminCity;
        const sorted = cities.filter((c) => !v.search || c.name.toLowerCase().includes(v.search.toLowerCase()))
          .sort((a, b) => (a[key]! < b[key]! ? -1 : a[key]! > b[key]! ? 1 : 0) * (v.sort.direction === 'DESC' ? -1 : 1));
        return { json: { data: { admin_cities: { result: sorted.slice((v.page - 1) * v.size, v.page * v.size), total: sorted.length, page: v.page, size: v.size, total_pages: Math.ceil(sorted.length / v.size) } } } };
      }
      case 'update_city_seo':
        if (v.updated_at !== cities.find((c) => c.location_id === v.location_id)!.updated_at) {
          return { json: { data: null, errors: [{ message: 'x', extensions: { response: { body: { error_type: 'CONFLICT', entity: 'city', key: 'stale_version', meta: null, status_code: 409 } } } }] } };
        }
        if (v.input.video_url && !v.input.video_url.startsWith('https://')) {
          return { json: { data: null, errors: [{ message: 'x', extensions: { response: { body: { error_type: 'FIELD_VALIDATION', entity: 'city', key: 'video_url_invalid', meta: { field: 'video_url' }, status_code: 400 } } } }] } };
        }
        Object.assign(cities.find((c) => c.location_id === v.location_id)!, v.input, { updated_at: '2026-11-27T11:00:00.000Z' });
        return { json: { data: { update_city_seo: { location_id: v.location_id, updated_at: '2026-11-27T11:00:00.000Z' } } } };
      default: return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return { cities, calls: (op: string) => requests.filter((r) => r.operation === op) };
}

const cityNames = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);

beforeEach(() => {
  resetState();
  logIn();
});

test('city, region, active spaces and the action; every column but the action sorts, sort and page kept in the URL', async () => {
  const { calls } = world();
  renderApp('/admin/cities');
  await screen.findByText('Amsterdam');
  expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Stad', 'Provincie', 'Actieve ruimtes', 'Acties']);
  expect(screen.getByRole('columnheader', { name: /Acties/ })).not.toHaveAttribute('aria-sort');
  expect(cityNames()[0]).toBe('Amsterdam');
  expect(screen.getByText('23 steden')).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21);

  fireEvent.click(within(screen.getByRole('columnheader', { name: /Actieve ruimtes/ })).getByRole('button'));
  await waitFor(() => expect(currentUrl()).toBe('/admin/cities?sort=active_spaces'));
  await waitFor(() => expect(cityNames()[0]).toMatch(/Dorp/));
  fireEvent.click(within(screen.getByRole('columnheader', { name: /Actieve ruimtes/ })).getByRole('button'));
  await waitFor(() => expect(cityNames()[0]).toBe('Utrecht'));
  expect(currentUrl()).toBe('/admin/cities?sort=active_spaces&dir=desc');
  expect(calls('admin_cities').at(-1)!.variables).toEqual({ search: null, sort: { key: 'ACTIVE_SPACES', direction: 'DESC' }, page: 1, size: 20 });
  expect(screen.getByRole('columnheader', { name: /Actieve ruimtes/ })).toHaveAttribute('aria-sort', 'descending');

  fireEvent.click(within(screen.getByRole('columnheader', { name: /Provincie/ })).getByRole('button'));
  await waitFor(() => expect(cityNames()[0]).toMatch(/Dorp/));
  expect(calls('admin_cities').at(-1)!.variables).toMatchObject({ sort: { key: 'REGION', direction: 'ASC' } });
});

test('the location page link and a search', async () => {
  world();
  renderApp('/en/admin/cities');
  const row = (await screen.findByText('Amsterdam')).closest('tr') as HTMLElement;
  expect(within(row).getByRole('link', { name: 'View page' })).toHaveAttribute('href', '/en/locations/noord-holland/amsterdam');
  fireEvent.change(screen.getByLabelText('Search by city or province'), { target: { value: 'zwol' } });
  await waitFor(() => expect(cityNames()).toEqual(['Zwolle']));
  expect(currentUrl()).toBe('/en/admin/cities?q=zwol');
});

test('SEO texts in both languages, video and FAQ are saved; a bad video link shows why', async () => {
  const { calls } = world();
  renderApp('/en/admin/cities');
  fireEvent.click(await screen.findByRole('button', { name: 'Edit the SEO of Amsterdam' }));
  const dialog = await screen.findByRole('dialog', { name: 'SEO of Amsterdam' });
  fireEvent.change(within(dialog).getByLabelText('H1 (Dutch)'), { target: { value: 'Vergaderen in Amsterdam' } });
  fireEvent.change(within(dialog).getByLabelText('H1 (English)'), { target: { value: 'Meeting in Amsterdam' } });
  fireEvent.change(within(dialog).getByLabelText('Description (Dutch)'), { target: { value: 'Zalen in de hoofdstad' } });
  fireEvent.change(within(dialog).getByLabelText('Meta title (English)'), { target: { value: 'Rent a room in Amsterdam' } });
  fireEvent.change(within(dialog).getByLabelText(/Video URL/), { target: { value: 'http://example.com/v' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill in an https link to the video.');
  fireEvent.change(within(dialog).getByLabelText(/Video URL/), { target: { value: 'https://youtu.be/abc' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add a question' }));
  fireEvent.change(within(dialog).getByLabelText('Question (Dutch)'), { target: { value: 'Parkeren?' } });
  fireEvent.change(within(dialog).getByLabelText('Answer (Dutch)'), { target: { value: 'Ja' } });
  fireEvent.change(within(dialog).getByLabelText('Question (English)'), { target: { value: 'Parking?' } });
  fireEvent.change(within(dialog).getByLabelText('Answer (English)'), { target: { value: 'Yes' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The SEO texts of Amsterdam are saved.')).toBeInTheDocument();
  expect(calls('update_city_seo').at(-1)!.variables).toEqual({
    location_id: 1,
    updated_at: '2026-11-27T10:00:00.000Z',
    input: {
      h1_nl: 'Vergaderen in Amsterdam', h1_en: 'Meeting in Amsterdam', h2_nl: '', h2_en: '', description_nl: 'Zalen in de hoofdstad', description_en: '',
      meta_title_nl: '', meta_title_en: 'Rent a room in Amsterdam', meta_description_nl: '', meta_description_en: '', video_url: 'https://youtu.be/abc',
      faq: [{ question_nl: 'Parkeren?', answer_nl: 'Ja', question_en: 'Parking?', answer_en: 'Yes' }],
    },
  });
});

test('a save over a newer save by someone else is refused and says so', async () => {
  const { cities, calls } = world();
  renderApp('/admin/cities');
  fireEvent.click(await screen.findByRole('button', { name: 'SEO van Amsterdam bewerken' }));
  const dialog = await screen.findByRole('dialog', { name: 'SEO van Amsterdam' });
  cities[0].updated_at = '2026-11-27T12:00:00.000Z'; // the content editor saved Amsterdam meanwhile
  fireEvent.change(within(dialog).getByLabelText('H1 (Nederlands)'), { target: { value: 'Vergaderen in Amsterdam' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Iemand anders heeft dit intussen opgeslagen.');
  expect(calls('update_city_seo')[0].variables).toMatchObject({ location_id: 1, updated_at: '2026-11-27T10:00:00.000Z' });
  expect(cities[0].h1_nl).toBeNull();
});
