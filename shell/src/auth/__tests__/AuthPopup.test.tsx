import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession, getSession, onZaalplekEvent, requestLogin, setLoginRedirect, setPendingAction } from '@zaalplek/platform';
import { installFetchMock, jsonResponse, type RecordedCall } from '@zaalplek/platform/src/test-utils/fetchMock';
import { AuthPopup } from '../AuthPopup';
import { renderShell } from '../../test-utils/renderShell';

const account = { accountId: 7, email: 'jan@example.nl', firstName: 'Jan', lastName: 'Jansen', locale: 'nl', phone: null, accountState: 'BOOKER', isAdmin: false, organisationId: null };
const apiError = (body: object, status: number) => jsonResponse({ entity: null, meta: null, status_code: status, ...body }, status);

type Route = (call: RecordedCall) => Response | undefined;
function api(...routes: Route[]) {
  return installFetchMock((call) => {
    for (const route of routes) {
      const answer = route(call);
      if (answer) return answer;
    }
    const query = (call.body as { query?: string } | undefined)?.query ?? '';
    if (query.includes('enabled_social_networks')) return jsonResponse({ data: { enabled_social_networks: ['GOOGLE'] } });
    if (query.includes('profile')) return jsonResponse({ data: { profile: account } });
    return jsonResponse({ data: {} });
  });
}

const url = () => `${window.location.pathname}${window.location.search}`;
const step = () => new URLSearchParams(window.location.search).get('authPopup');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
});

test.each([
  ['/?authPopup=login', 'E-mail of telefoonnummer', 'Vul je e-mail of telefoonnummer in', 'E-mail- of telefoonnummer indeling onjuist'],
  ['/en?authPopup=login', 'E-mail or phone number', 'Enter your e-mail or phone number', 'E-mail or phone number format is incorrect'],
])('%s opens without an error; leaving the empty field says nothing, a typed wrong value is named on blur', async (path, label, empty, wrong) => {
  api();
  window.history.replaceState(null, '', path);
  renderShell(<AuthPopup />);
  const field = screen.getByLabelText(label);
  await act(async () => undefined);
  expect(screen.queryByText(empty)).not.toBeInTheDocument();
  expect(field).not.toHaveAttribute('aria-invalid', 'true');
  fireEvent.focus(field);
  fireEvent.blur(field);
  expect(screen.queryByText(empty)).not.toBeInTheDocument();
  fireEvent.change(field, { target: { value: 'jan' } });
  fireEvent.blur(field);
  expect(await screen.findByText(wrong)).toBeInTheDocument();
});

test('a Dutch mobile number typed as 0612345678 logs in as +31612345678', async () => {
  const { calls } = api((c) => (c.url.endsWith('/account/auth-token/') ? jsonResponse({ account_id: 9, method: 'phone', expires_in: 600 }) : undefined));
  window.history.replaceState(null, '', '/?authPopup=login');
  renderShell(<AuthPopup />);
  fireEvent.change(screen.getByLabelText('E-mail of telefoonnummer'), { target: { value: '06 1234 5678' } });
  fireEvent.click(screen.getByRole('button', { name: 'Doorgaan' }));
  await waitFor(() => expect(step()).toBe('phone-login'));
  expect(calls.find((c) => c.url.endsWith('/account/auth-token/'))!.body).toMatchObject({ login: '+31612345678' });
  expect(await screen.findByText(/\+31612345678/)).toBeInTheDocument();
});

test.each([
  ['/search?q=1', 'Log in om deze ruimte te bewaren.'],
  ['/en/search?q=1', 'Log in to save this space.'],
])('a favourite click while logged out on %s says why the login popup opened', async (page, reason) => {
  api();
  window.history.replaceState(null, '', page);
  act(() => requestLogin({ type: 'favourite', data: { spaceId: 4 } }));
  renderShell(<AuthPopup />);
  expect(await screen.findByText(reason)).toBeInTheDocument();
});

test('the login popup opened from the menu does not mention an old pending favourite of another page', async () => {
  api();
  setPendingAction('favourite', { spaceId: 4 });
  setLoginRedirect('/space/zaal-4');
  window.history.replaceState(null, '', '/?authPopup=login');
  renderShell(<AuthPopup />);
  await screen.findByRole('dialog', { name: 'Inloggen of registreren' });
  expect(screen.queryByText('Log in om deze ruimte te bewaren.')).not.toBeInTheDocument();
});

test('the login field shows the spec texts for empty and wrong input (nl)', async () => {
  api();
  window.history.replaceState(null, '', '/?authPopup=login');
  renderShell(<AuthPopup />);
  expect(screen.getByRole('dialog', { name: 'Inloggen of registreren' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Doorgaan' }));
  expect(await screen.findByText('Vul je e-mail of telefoonnummer in')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('E-mail of telefoonnummer'), { target: { value: 'jan' } });
  fireEvent.click(screen.getByRole('button', { name: 'Doorgaan' }));
  expect(await screen.findByText('E-mail- of telefoonnummer indeling onjuist')).toBeInTheDocument();
});

test('the English popup says the same in English and shows the enabled social buttons', async () => {
  api();
  window.history.replaceState(null, '', '/en/search?authPopup=login');
  renderShell(<AuthPopup />);
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Enter your e-mail or phone number')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
});

test('an e-mail login goes to "check your mail"; the mail code logs a returning guest in without asking the role', async () => {
  const { calls } = api(
    (c) => (c.url.endsWith('/account/auth-token/') ? jsonResponse({ account_id: 7, method: 'email', expires_in: 900 }) : undefined),
    (c) => (c.url.endsWith('/account/access-token/') ? jsonResponse({ access_token: 'A', refresh_token: 'R', is_created: false, same_browser: true, account }) : undefined),
  );
  window.history.replaceState(null, '', '/?authPopup=login');
  renderShell(<AuthPopup />);
  fireEvent.change(screen.getByLabelText('E-mail of telefoonnummer'), { target: { value: ' jan@example.nl ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Doorgaan' }));
  await waitFor(() => expect(step()).toBe('email-login'));
  const start = calls.find((c) => c.url.endsWith('/account/auth-token/'))!;
  expect(start.body).toEqual({ login: 'jan@example.nl', nonce: expect.stringMatching(/^[0-9a-f]{36}$/) });
  expect(localStorage.getItem('zaalplek.loginNonce')).toBe((start.body as { nonce: string }).nonce);
  // the mail link may open in a new tab: the page the login started on is kept
  expect(localStorage.getItem('zaalplek.loginRedirect')).toBe('/');

  expect(await screen.findByRole('dialog', { name: 'Check je e-mail' })).toHaveTextContent('jan@example.nl');
  const toasts: (string | undefined)[] = [];
  const off = onZaalplekEvent('zaalplek:toast', (t) => toasts.push(t.messageId));
  fireEvent.change(screen.getByLabelText('Code uit de e-mail'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
  await waitFor(() => expect(url()).toBe('/'));
  off();
  expect(toasts).toEqual(['Auth.welcomeBack']);
  expect(sessionStorage.getItem('zaalplek.chosenRole')).toBe('BOOKER');
  expect(calls.find((c) => c.url.endsWith('/account/access-token/'))!.body).toEqual({ email: 'jan@example.nl', code: '123456' });
  expect(getSession()).toEqual({ accessToken: 'A', refreshToken: null }); // the refresh token stays in the API's HttpOnly cookie
  expect(document.cookie).toContain('zaalplek_logged_in=1');
});

test('the login answer does not say whose account it is: the code step still offers resend, by the e-mail typed', async () => {
  const { calls } = api(
    (c) => (c.url.endsWith('/account/auth-token/') ? jsonResponse({ method: 'email', expires_in: 900 }) : undefined),
    (c) => (c.url.endsWith('/account/resend-verification/') ? jsonResponse({ method: 'email', expires_in: 900 }) : undefined),
  );
  window.history.replaceState(null, '', '/?authPopup=login');
  renderShell(<AuthPopup />);
  fireEvent.change(screen.getByLabelText('E-mail of telefoonnummer'), { target: { value: 'jan@example.nl' } });
  fireEvent.click(screen.getByRole('button', { name: 'Doorgaan' }));
  await waitFor(() => expect(step()).toBe('email-login'));
  fireEvent.click(await screen.findByRole('button', { name: 'Opnieuw versturen' }));
  expect(await screen.findByText('Verstuurd.')).toBeInTheDocument();
  expect(calls.find((c) => c.url.endsWith('/account/resend-verification/'))!.body).toEqual({ method: 'email', login: 'jan@example.nl' });
});

test('a wrong mail code shows the server message on the code field', async () => {
  api((c) =>
    c.url.endsWith('/account/access-token/')
      ? apiError({ error_type: 'FIELD_VALIDATION', key: 'verification_code_incorrect', meta: { field: 'code', remaining_attempts: 4 } }, 400)
      : undefined,
  );
  sessionStorage.setItem('zaalplek.authFlow', JSON.stringify({ identifier: 'jan@example.nl', method: 'email', accountId: 7 }));
  window.history.replaceState(null, '', '/?authPopup=email-login');
  renderShell(<AuthPopup />);
  fireEvent.change(screen.getByLabelText('Code uit de e-mail'), { target: { value: '000000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
  expect(await screen.findByText('De verificatiecode is onjuist of verlopen.')).toBeInTheDocument();
  expect(getSession().accessToken).toBeNull();
});

test('a phone login asks for the 4-digit SMS code; a host account then chooses how to continue', async () => {
  const { calls } = api(
    (c) => (c.url.endsWith('/account/auth-token/') ? jsonResponse({ account_id: 9, method: 'phone', expires_in: 600 }) : undefined),
    (c) => (c.url.endsWith('/account/verify-phone/4321/') ? jsonResponse({ access_token: 'A', refresh_token: 'R', account: { ...account, accountState: 'VENDOR', organisationId: 3 } }) : undefined),
  );
  window.history.replaceState(null, '', '/?authPopup=login');
  renderShell(<AuthPopup />);
  fireEvent.change(screen.getByLabelText('E-mail of telefoonnummer'), { target: { value: '+31 6 1234 5678' } });
  fireEvent.click(screen.getByRole('button', { name: 'Doorgaan' }));
  await waitFor(() => expect(step()).toBe('phone-login'));
  expect(calls[calls.length - 1].body).toMatchObject({ login: '+31612345678' });
  fireEvent.change(await screen.findByLabelText('Sms-code'), { target: { value: '43' } });
  fireEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
  expect(await screen.findByText('De code bestaat uit 4 cijfers.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Sms-code'), { target: { value: '4321' } });
  fireEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
  await waitFor(() => expect(step()).toBe('select-role'));
  expect(calls.find((c) => c.url.endsWith('/verify-phone/4321/'))!.body).toEqual({ account_id: 9 });
});

test('sign-up validates the fields, sends the choice and maps server field errors', async () => {
  let answer: Response = apiError({ error_type: 'FIELD_VALIDATION', key: 'email_exists', meta: { field: 'email' } }, 400);
  const { calls } = api((c) => (c.url.endsWith('/account/registration/') ? answer : undefined));
  window.history.replaceState(null, '', '/?authPopup=sign-up');
  renderShell(<AuthPopup />);
  fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
  expect(await screen.findAllByText('Dit veld is verplicht.')).toHaveLength(3);
  fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'jan@example.nl' } });
  fireEvent.change(screen.getByLabelText('Voornaam'), { target: { value: 'Jan2' } });
  fireEvent.change(screen.getByLabelText('Achternaam'), { target: { value: 'de Vries' } });
  fireEvent.change(screen.getByLabelText(/^Telefoonnummer/), { target: { value: '0612' } });
  fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
  expect(await screen.findByText('Gebruik alleen letters of koppeltekens.')).toBeInTheDocument();
  expect(screen.getByText('Vul een telefoonnummer in zoals 0612345678, of met + en de landcode (+31612345678).')).toBeInTheDocument();
  expect(calls.some((c) => c.url.endsWith('/registration/'))).toBe(false);

  fireEvent.change(screen.getByLabelText('Voornaam'), { target: { value: 'Jan' } });
  fireEvent.change(screen.getByLabelText(/^Telefoonnummer/), { target: { value: '+31612345678' } });
  fireEvent.click(screen.getByLabelText('Een ruimte verhuren'));
  fireEvent.click(screen.getByLabelText('Ja, stuur me af en toe nieuws en aanbiedingen'));
  fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
  expect(await screen.findByText('Dit e-mailadres is al in gebruik.')).toBeInTheDocument();
  expect(calls.find((c) => c.url.endsWith('/registration/'))!.body).toMatchObject({
    email: 'jan@example.nl',
    first_name: 'Jan',
    last_name: 'de Vries',
    phone: '+31612345678',
    marketing_subscription: true,
    account_state: 'VENDOR',
    locale: 'nl',
  });

  answer = jsonResponse({ account_id: 8, method: 'email', expires_in: 900 }, 201);
  fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'nieuw@example.nl' } });
  fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
  await waitFor(() => expect(step()).toBe('email-confirmation'));
});

test('a sign-up on the way into the host area (the /vendor landing button) starts with "lease a space" chosen', async () => {
  setLoginRedirect('/en/vendor/onboarding');
  window.history.replaceState(null, '', '/en/vendor?authPopup=sign-up');
  renderShell(<AuthPopup />);
  expect(await screen.findByLabelText('Lease a space')).toBeChecked();
  expect(screen.getByLabelText('Book a space')).not.toBeChecked();
});

test('a sign-up elsewhere starts with "book a space" chosen', async () => {
  setLoginRedirect('/en/search');
  window.history.replaceState(null, '', '/en/search?authPopup=sign-up');
  renderShell(<AuthPopup />);
  expect(await screen.findByLabelText('Book a space')).toBeChecked();
});

test('choosing host saves it, lands on the host dashboard and announces the login with the pending action', async () => {
  const { calls } = api((c) => (c.url.endsWith('/api/account/') && c.method === 'PATCH' ? jsonResponse({ ...account, accountState: 'VENDOR' }) : undefined));
  localStorage.setItem('zaalplek.accessToken', 'A');
  localStorage.setItem('zaalplek.refreshToken', 'R');
  setLoginRedirect('/en/search?search=Delft');
  setPendingAction('favourite', { spaceId: 4 });
  const announced: unknown[] = [];
  const off = onZaalplekEvent('zaalplek:logged-in', (d) => announced.push(d.pendingAction));
  window.history.replaceState(null, '', '/en/search?search=Delft&authPopup=select-role');
  renderShell(<AuthPopup />);
  fireEvent.click(await screen.findByRole('button', { name: 'Continue as host' }));
  await waitFor(() => expect(url()).toBe('/en/vendor/spaces'));
  off();
  expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ account_state: 'VENDOR' });
  expect(sessionStorage.getItem('zaalplek.chosenRole')).toBe('VENDOR');
  expect(announced).toEqual([expect.objectContaining({ type: 'favourite', data: { spaceId: 4 } })]);
  act(() => window.dispatchEvent(new PopStateEvent('popstate'))); // what single-spa does once started
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a logged-out user on a logged-in step is sent to the login step', async () => {
  api();
  window.history.replaceState(null, '', '/?authPopup=select-role');
  renderShell(<AuthPopup />);
  await waitFor(() => expect(step()).toBe('login'));
});

test('the popup closes when the login completed in another tab', async () => {
  api();
  window.history.replaceState(null, '', '/?authPopup=email-login');
  renderShell(<AuthPopup />);
  act(() => {
    localStorage.setItem('zaalplek.accessToken', 'A');
    window.dispatchEvent(new StorageEvent('storage', { key: 'zaalplek.accessToken' }));
  });
  await waitFor(() => expect(step()).toBeNull());
});

test('choosing guest returns to the login redirect; host returns to a redirect inside the host area', async () => {
  api((c) => (c.url.endsWith('/api/account/') && c.method === 'PATCH' ? jsonResponse(account) : undefined));
  localStorage.setItem('zaalplek.accessToken', 'A');
  localStorage.setItem('zaalplek.refreshToken', 'R');
  setLoginRedirect('/search?search=Delft');
  window.history.replaceState(null, '', '/search?search=Delft&authPopup=select-role');
  const { unmount } = renderShell(<AuthPopup />);
  expect(await screen.findByRole('dialog', { name: 'Welkom terug' })).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: 'Verder als gast (boeken)' }));
  await waitFor(() => expect(url()).toBe('/search?search=Delft'));
  unmount();

  setLoginRedirect('/vendor/bookings?tab=2');
  window.history.replaceState(null, '', '/vendor/bookings?tab=2&authPopup=select-role');
  renderShell(<AuthPopup />);
  fireEvent.click(await screen.findByRole('button', { name: 'Verder als verhuurder' }));
  await waitFor(() => expect(url()).toBe('/vendor/bookings?tab=2'));
});

test.each([
  ['/search?authPopup=email-confirmed', 'Verder', '/vendor/spaces'],
  ['/en/search?authPopup=email-confirmed', 'Continue', '/en/vendor/spaces'],
])('a new host confirming the sign-up on %s lands on the host dashboard', async (page, next, dashboard) => {
  api();
  localStorage.setItem('zaalplek.accessToken', 'A');
  localStorage.setItem('zaalplek.refreshToken', 'R');
  sessionStorage.setItem('zaalplek.authFlow', JSON.stringify({ signUp: true, role: 'VENDOR' }));
  setLoginRedirect(page.replace(/[?&]authPopup=[^&]*/, ''));
  window.history.replaceState(null, '', page);
  renderShell(<AuthPopup />);
  fireEvent.click(await screen.findByRole('button', { name: next }));
  await waitFor(() => expect(url()).toBe(dashboard));
  expect(sessionStorage.getItem('zaalplek.chosenRole')).toBe('VENDOR');
});
