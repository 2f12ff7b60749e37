// Step complete-account: a logged-in user without a phone gives one, confirms the SMS code and is
// sent back to the page of the action, which is then announced (zaalplek:logged-in) for the replay.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession, onZaalplekEvent, requestCompleteAccount, resetCurrentUser, setTokens } from '@zaalplek/platform';
import { installFetchMock, jsonResponse } from '@zaalplek/platform/src/test-utils/fetchMock';
import { AuthPopup } from '../AuthPopup';
import { renderShell } from '../../test-utils/renderShell';

const account = { accountId: 7, email: 'jan@example.nl', firstName: 'Jan', lastName: 'Jansen', locale: 'nl', phone: null, accountState: 'BOOKER', isAdmin: false, organisationId: null };
const url = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  resetCurrentUser();
});

test('phone -> SMS code -> confirmed -> back on the page, the pending booking announced', async () => {
  let phone: string | null = null;
  const { calls } = installFetchMock((call) => {
    if (call.url === '/api/account/' && call.method === 'PATCH') return jsonResponse({ ...account, pendingPhone: '+31612345678' });
    if (call.url === '/api/account/verify-phone/1234/') {
      phone = '+31612345678';
      return jsonResponse({ ...account, phone, phoneVerified: true });
    }
    return jsonResponse({ data: { profile: { ...account, phone } } });
  });
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  window.history.replaceState(null, '', '/space/ab12cd34/zaal/42?attendees=4');
  requestCompleteAccount({ type: 'booking', data: { spaceId: 42, attendees: 4 } });
  const announced: unknown[] = [];
  const off = onZaalplekEvent('zaalplek:logged-in', (d) => announced.push(d.pendingAction));
  renderShell(<AuthPopup />);

  expect(await screen.findByText(/Voor deze actie hebben we je telefoonnummer nodig/)).toBeInTheDocument();
  expect(screen.queryByLabelText('Voornaam')).not.toBeInTheDocument(); // names known: only the phone is asked
  fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Dit veld is verplicht.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Telefoonnummer'), { target: { value: '+31 6 12345678' } });
  fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(new URLSearchParams(window.location.search).get('authPopup')).toBe('phone-confirmation'));
  expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ phone: '+31612345678' });

  fireEvent.change(await screen.findByLabelText('Sms-code'), { target: { value: '1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
  await waitFor(() => expect(new URLSearchParams(window.location.search).get('authPopup')).toBe('phone-confirmed'));
  fireEvent.click(await screen.findByRole('button', { name: 'Verder' }));
  await waitFor(() => expect(url()).toBe('/space/ab12cd34/zaal/42?attendees=4'));
  off();
  expect(announced).toEqual([expect.objectContaining({ type: 'booking', data: { spaceId: 42, attendees: 4 } })]);
});

test('a phone already used by another account shows the server message on the phone field', async () => {
  installFetchMock((call) =>
    call.method === 'PATCH'
      ? jsonResponse({ error_type: 'FIELD_VALIDATION', entity: 'account', key: 'phone_in_use', meta: { field: 'phone' }, status_code: 400 }, 400)
      : jsonResponse({ data: { profile: { ...account, firstName: null } } }),
  );
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  window.history.replaceState(null, '', '/?authPopup=complete-account');
  renderShell(<AuthPopup />);
  fireEvent.change(await screen.findByLabelText('Voornaam'), { target: { value: 'Jan' } }); // a missing name is asked too
  fireEvent.change(screen.getByLabelText('Telefoonnummer'), { target: { value: '+31611112222' } });
  fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText(/telefoonnummer is al in gebruik/i)).toBeInTheDocument();
  expect(new URLSearchParams(window.location.search).get('authPopup')).toBe('complete-account');
});
