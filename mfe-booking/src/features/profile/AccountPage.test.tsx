import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, onZaalplekEvent, type Account } from '@zaalplek/platform';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import type { ProfileAccount } from './types';

const base: Account = {
  accountId: 7, email: 'guest@example.nl', firstName: 'Sanne', lastName: 'de Vries', locale: 'NL', phone: '+31612345678', accountState: 'BOOKER', isAdmin: false, organisationId: null,
  staffRole: null, eventPermissions: [], actingAs: null,
};
const full: Omit<ProfileAccount, keyof Account> = { emailVerified: true, pendingEmail: null, phoneVerified: true, pendingPhone: null, avatarImage: null, avatarImageId: null, marketing: false };
const gqlError = (body: object, status = 400) => ({
  status: 200,
  json: { data: null, errors: [{ message: 'x', extensions: { response: { body: { entity: null, meta: null, status_code: status, ...body } }, status_code: status } }] },
});

let requests: MockRequest[];
function api(answer: (r: MockRequest) => ReturnType<typeof profileAnswer> | undefined = () => undefined) {
  requests = [];
  mockFetch((r) => {
    requests.push(r);
    return answer(r) ?? (r.operation === 'profile' ? profileAnswer(full) : { json: { data: {} } });
  });
}

beforeEach(() => {
  resetState();
  localStorage.clear();
});

test('a logged-out visitor is sent to the login popup', async () => {
  api();
  renderApp('/profile/account');
  await waitFor(() => expect(currentUrl()).toBe('/?authPopup=login'));
  expect(localStorage.getItem('zaalplek.loginRedirect')).toBe('/profile/account');
});

test('shows the account and saves only what changed', async () => {
  api((r) => (r.operation === 'updateProfile' ? { json: { data: { updateProfile: { ...base, ...full, firstName: 'Saskia' } } } } as never : undefined));
  logIn();
  renderApp('/profile/account');
  const first = await screen.findByLabelText('Voornaam');
  expect(first).toHaveValue('Sanne');
  expect(screen.getByLabelText(/^E-mailadres/)).toHaveValue('guest@example.nl');
  fireEvent.change(first, { target: { value: 'Saskia' } });
  fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(requests.some((r) => r.operation === 'updateProfile')).toBe(true));
  expect(requests.find((r) => r.operation === 'updateProfile')!.variables).toEqual({ input: { firstName: 'Saskia' } });
  await waitFor(() => expect(screen.getByLabelText('Voornaam')).toHaveValue('Saskia'));
});

test('names with digits are refused before sending; a server field error lands on its field', async () => {
  api((r) => (r.operation === 'updateProfile' ? (gqlError({ error_type: 'FIELD_VALIDATION', key: 'phone_in_use', meta: { field: 'phone' } }) as never) : undefined));
  logIn();
  renderApp('/en/profile/account');
  fireEvent.change(await screen.findByLabelText('Last name'), { target: { value: 'Vries2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Use letters or hyphens only.')).toBeInTheDocument();
  expect(requests.some((r) => r.operation === 'updateProfile')).toBe(false);

  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'de Vries' } });
  fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: '+31687654321' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This phone number is already in use.')).toBeInTheDocument();
});

test('a new e-mail waits for its link and a new phone for its SMS code', async () => {
  api((r) => (r.operation === 'profile' ? profileAnswer({ ...full, pendingEmail: 'nieuw@example.nl', pendingPhone: '+31611112222' }) : undefined));
  logIn();
  renderApp('/profile/account');
  expect(await screen.findByText('We hebben een bevestigingslink gestuurd naar nieuw@example.nl.')).toBeInTheDocument();
  expect(screen.getByText('We hebben een sms-code gestuurd naar +31611112222.')).toBeInTheDocument();
  expect(screen.getByLabelText('Sms-code')).toBeInTheDocument();
});

test('an avatar the API refuses shows the image error', async () => {
  api((r) =>
    r.url.endsWith('/api/image/')
      ? ({ status: 400, json: { error_type: 'FIELD_VALIDATION', entity: 'image', key: 'image_wrong_aspect_ratio', meta: { field: 'file' }, status_code: 400 } } as never)
      : undefined,
  );
  logIn();
  renderApp('/profile/account');
  const input = await screen.findByTestId('avatar-input');
  fireEvent.change(input, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
  expect(await screen.findByText('De beeldverhouding moet tussen 1,3 en 1,8 liggen.')).toBeInTheDocument();
  expect(requests.find((r) => r.url.endsWith('/api/image/'))!.method).toBe('POST');
});

test('the own avatar is removed with DELETE /api/image/account/{id}/ and disappears', async () => {
  let avatar: { avatarImage: string | null; avatarImageId: number | null } = { avatarImage: '/api/image/31/', avatarImageId: 31 };
  const toasts: string[] = [];
  const off = onZaalplekEvent('zaalplek:toast', (d) => toasts.push(d.message ?? d.messageId ?? ''));
  api((r) => {
    if (r.url.endsWith('/api/image/account/31/')) {
      avatar = { avatarImage: null, avatarImageId: null };
      return { status: 204, json: null } as never;
    }
    return r.operation === 'profile' ? profileAnswer({ ...full, ...avatar }) : undefined;
  });
  logIn();
  renderApp('/profile/account');
  expect(await screen.findByRole('img', { name: 'Je profielfoto' })).toHaveAttribute('src', '/api/image/31/');
  fireEvent.click(screen.getByRole('button', { name: 'Foto verwijderen' }));
  await waitFor(() => expect(screen.queryByRole('img', { name: 'Je profielfoto' })).toBeNull());
  off();
  expect(requests.find((r) => r.url.endsWith('/api/image/account/31/'))!.method).toBe('DELETE');
  expect(toasts).toContain('Je profielfoto is verwijderd.');
  expect(screen.queryByRole('button', { name: 'Foto verwijderen' })).toBeNull();
});

test('deleting is refused while active bookings exist', async () => {
  api((r) => (r.operation === 'delete_account' ? (gqlError({ error_type: 'CONFLICT', key: 'delete_rejected_active_bookings' }, 409) as never) : undefined));
  logIn();
  renderApp('/profile/account');
  fireEvent.click(await screen.findByRole('button', { name: 'Account verwijderen' }));
  const dialog = screen.getByRole('dialog', { name: 'Account verwijderen' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, verwijder mijn account' }));
  expect(await within(dialog).findByText('Je account kan niet worden verwijderd zolang je actieve boekingen hebt.')).toBeInTheDocument();
  expect(getSession().accessToken).not.toBeNull();
});

test('a deleted account is logged out with the success toast', async () => {
  api((r) => (r.operation === 'delete_account' ? ({ json: { data: { delete_account: true } } } as never) : undefined));
  const toasts: string[] = [];
  const off = onZaalplekEvent('zaalplek:toast', (t) => toasts.push(t.message ?? ''));
  logIn();
  renderApp('/en/profile/account');
  fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
  await waitFor(() => expect(getSession().accessToken).toBeNull());
  off();
  expect(toasts).toContain('Account successfully removed');
  expect(currentUrl()).toBe('/en');
});

test('the role switch makes a guest a host', async () => {
  api((r) => (r.operation === 'updateProfile' ? ({ json: { data: { updateProfile: { ...base, ...full, accountState: 'VENDOR' } } } } as never) : undefined));
  logIn();
  renderApp('/profile/account');
  fireEvent.click(await screen.findByRole('button', { name: 'Overschakelen naar verhuurder' }));
  expect(await screen.findByRole('button', { name: 'Overschakelen naar gast' })).toBeInTheDocument();
  expect(requests.find((r) => r.operation === 'updateProfile')!.variables).toEqual({ input: { accountState: 'VENDOR' } });
  expect(localStorage.getItem('zaalplek.roleSwitch')).toBe('Vendor');
});
