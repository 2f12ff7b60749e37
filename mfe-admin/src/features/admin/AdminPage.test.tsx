import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import type { UserAccount } from '../users/types';

/** 25 booker accounts as get_customers answers them: more than one page of 20. */
const CUSTOMERS: UserAccount[] = Array.from({ length: 25 }, (_, i) => ({
  accountId: i + 1,
  email: `klant${i + 1}@example.nl`,
  firstName: `Voornaam${i + 1}`,
  lastName: 'Jansen',
  accountState: 'BOOKER',
  phone: i === 2 ? '+31612345678' : null,
  isAdmin: false,
}));

function answer({ isAdmin = true, customers = CUSTOMERS } = {}) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    if (request.operation === 'profile') return profileAnswer({ isAdmin });
    if (request.operation === 'get_customers') {
      // the API's search (name, e-mail, phone) and paging
      const { page, size, search } = request.variables as { page: number; size: number; search: string | null };
      const term = (search ?? '').toLowerCase();
      const found = customers.filter(
        (a) => !term || `${a.firstName} ${a.lastName}`.toLowerCase().includes(term) || a.email.includes(term) || (a.phone ?? '').includes(term),
      );
      const result = found.slice((page - 1) * size, page * size);
      return { json: { data: { get_customers: { result, total: found.length, page, size, total_pages: Math.ceil(found.length / size) } } } };
    }
    return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
  });
  return { customerRequests: () => requests.filter((r) => r.operation === 'get_customers') };
}

beforeEach(() => resetState());

describe('/admin guard', () => {
  it('sends a logged-out visitor home with the login popup', async () => {
    const { customerRequests } = answer();
    renderApp('/admin/users');
    await waitFor(() => expect(currentUrl()).toBe('/?authPopup=login'));
    expect(customerRequests()).toHaveLength(0);
  });

  it('sends a logged-in account without the admin flag to the not-found page', async () => {
    logIn();
    const { customerRequests } = answer({ isAdmin: false });
    renderApp('/admin/users');
    await waitFor(() => expect(currentUrl()).toBe('/not-found'));
    expect(screen.queryByTestId('admin-page')).not.toBeInTheDocument();
    expect(customerRequests()).toHaveLength(0);
  });
});

describe('/admin tabs', () => {
  beforeEach(() => logIn());

  it('opens the users tab for /admin', async () => {
    answer();
    renderApp('/en/admin');
    await waitFor(() => expect(currentUrl()).toBe('/en/admin/users'));
    expect(await screen.findByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the tab in the path: another tab replaces the users list', async () => {
    const { customerRequests } = answer();
    renderApp('/admin/users');
    await screen.findByText('klant1@example.nl');
    fireEvent.click(screen.getByRole('tab', { name: 'Uitgelichte locaties' }));
    await waitFor(() => expect(currentUrl()).toBe('/admin/highlighted-locations'));
    expect(screen.getByRole('tab', { name: 'Uitgelichte locaties' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('klant1@example.nl')).not.toBeInTheDocument();
    expect(customerRequests()).toHaveLength(1);
  });

  it('shows an admin every tab, the act-as log last', async () => {
    answer();
    renderApp('/en/admin/users');
    await screen.findByRole('tab', { name: 'Users' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Users', 'Vendors', 'Spaces', 'Cities', 'Feedback', 'Reviews', 'Highlighted locations', 'Payouts', 'Act-as log']);
  });

  it('asks the API for the page of the URL only', async () => {
    const many = Array.from({ length: 130 }, (_, i) => ({ ...CUSTOMERS[1], accountId: i + 1, email: `k${i + 1}@example.nl` }));
    const { customerRequests } = answer({ customers: many });
    renderApp('/admin/users?page=7');
    expect(await screen.findByText('k130@example.nl')).toBeInTheDocument();
    expect(customerRequests().map((r) => r.variables)).toEqual([{ search: null, page: 7, size: 20 }]);
    expect(screen.getByText('130 gebruikers')).toBeInTheDocument();
  });

  it('sends an unknown tab to the not-found page', async () => {
    answer();
    renderApp('/admin/nonsense');
    await waitFor(() => expect(currentUrl()).toBe('/not-found'));
  });
});

describe('/admin tabs per staff role', () => {
  beforeEach(() => logIn());

  function answerAs(staffRole: 'SUPPORT' | 'CONTENT_EDITOR') {
    mockFetch((request) => {
      if (request.operation === 'profile') return profileAnswer({ staffRole });
      if (request.operation === 'get_customers') return { json: { data: { get_customers: { result: CUSTOMERS.slice(0, 3), total: 3, page: 1, size: 20, total_pages: 1 } } } };
      return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    });
  }

  it('support sees users, vendors and spaces, and no money or content tabs', async () => {
    answerAs('SUPPORT');
    renderApp('/admin');
    await waitFor(() => expect(currentUrl()).toBe('/admin/users'));
    await screen.findByText('klant1@example.nl');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Gebruikers', 'Verhuurders', 'Ruimtes']);
    expect(screen.queryByTestId('admin-content-editor-link')).toBeNull();
  });

  it('support typing the payouts tab lands on the not-found page', async () => {
    answerAs('SUPPORT');
    renderApp('/admin/payouts');
    await waitFor(() => expect(currentUrl()).toBe('/not-found'));
  });

  it('a content editor starts on spaces and sees the content tabs only', async () => {
    answerAs('CONTENT_EDITOR');
    renderApp('/en/admin');
    await waitFor(() => expect(currentUrl()).toBe('/en/admin/spaces'));
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Spaces', 'Cities', 'Feedback', 'Reviews', 'Highlighted locations']);
    // the content editor (mfe-content) is one click away
    expect(screen.getByRole('link', { name: 'Edit content (pages, blog, helpdesk, cities)' })).toHaveAttribute('href', '/en/admin/content');
  });

  it('a content editor typing the users tab lands on the not-found page', async () => {
    answerAs('CONTENT_EDITOR');
    renderApp('/admin/users');
    await waitFor(() => expect(currentUrl()).toBe('/not-found'));
  });
});

describe('/admin/users', () => {
  beforeEach(() => logIn());

  it('lists the bookers (get_customers) with name, e-mail and phone, 20 per page', async () => {
    const { customerRequests } = answer();
    renderApp('/admin/users');
    const first = (await screen.findByText('klant1@example.nl')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Voornaam1 Jansen')).toBeInTheDocument();
    const third = screen.getByText('klant3@example.nl').closest('tr') as HTMLElement;
    expect(within(third).getByText('+31612345678')).toBeInTheDocument();
    expect(customerRequests().map((r) => r.variables)).toEqual([{ search: null, page: 1, size: 20 }]);
    expect(screen.getByText('25 gebruikers')).toBeInTheDocument();

    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(21); // header + 20
    expect(screen.getByText('klant20@example.nl')).toBeInTheDocument();
    expect(screen.queryByText('klant21@example.nl')).not.toBeInTheDocument();
  });

  it('shows the second page from the page query', async () => {
    answer();
    renderApp('/en/admin/users?page=2');
    expect(await screen.findByText('klant21@example.nl')).toBeInTheDocument();
    expect(screen.queryByText('klant20@example.nl')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
  });

  it('shows the empty state when there are no accounts', async () => {
    answer({ customers: [] });
    renderApp('/admin/users');
    expect(await screen.findByText('Geen gebruikers gevonden')).toBeInTheDocument();
  });

  it.each([
    ['/admin/users', 'Zoek op naam, e-mail of telefoon', '1 gebruiker'],
    ['/en/admin/users', 'Search by name, e-mail or phone', '1 user'],
  ])('%s: a search finds an account by name, e-mail or phone and is kept in the URL', async (path, label, one) => {
    const { customerRequests } = answer();
    renderApp(`${path}?page=2`);
    await screen.findByText('klant21@example.nl');
    fireEvent.change(screen.getByLabelText(label), { target: { value: 'Voornaam13' } });
    expect(await screen.findByText('klant13@example.nl', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(one)).toBeInTheDocument();
    expect(currentUrl()).toBe(`${path}?q=Voornaam13`);
    expect(customerRequests().at(-1)!.variables).toEqual({ search: 'Voornaam13', page: 1, size: 20 });
    fireEvent.change(screen.getByLabelText(label), { target: { value: '612345678' } });
    expect(await screen.findByText('klant3@example.nl', undefined, { timeout: 5000 })).toBeInTheDocument();
  }, 20000);
});
