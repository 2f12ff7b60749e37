// Act-as in the browser: an admin's act-as token (get_customer_tokens / get_vendor_tokens) replaces the
// access token of this tab's session; the admin's own refresh cookie stays. Stopping ends the act-as
// session on the API (logged) and refreshes with that cookie, which brings the admin's own session back.
// When the act-as token runs out, the next 401 refreshes the same way.
import { reloadCurrentUser } from './current-user';
import { StopActAsDocument } from './generated/graphql';
import { graphqlRequest } from './graphql';
import { refreshTokens } from './refresh';
import { clearSession, getSession, setTokens } from './session';

export const STOP_ACT_AS_MUTATION = /* GraphQL */ `mutation StopActAs { stop_act_as }`;

/**
 * Works as the target from now on (the shell shows the acting-as banner from profile.actingAs). A
 * refresh token still kept in localStorage is moved into the HttpOnly cookie first (one refresh), so
 * the admin's own session can come back when the act-as session ends.
 */
export async function startActingAs(accessToken: string): Promise<void> {
  if (getSession().refreshToken) await refreshTokens();
  setTokens({ accessToken });
  reloadCurrentUser();
}

/** Ends the act-as session and returns to the admin's own session; false when that session is gone too. */
export async function stopActingAs(): Promise<boolean> {
  try {
    await graphqlRequest(StopActAsDocument, {});
  } catch {
    // already ended or expired: the refresh below returns to the admin all the same
  }
  const back = await refreshTokens();
  if (!back) clearSession();
  reloadCurrentUser();
  return back;
}
