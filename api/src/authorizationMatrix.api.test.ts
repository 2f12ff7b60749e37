/**
 * The authorization matrix: every operation of schema.graphql (Query, Mutation, Subscription) and every
 * REST route has a row saying who may call it; a new operation or route without a row fails this test.
 * Each row names an access class; the class says what each caller gets. Anonymous, guest, host (the
 * organisation's owner) and admin call every query, mutation and route for real with made-up arguments
 * (ids that exist nowhere), so "ran" means the caller got past the authorization gate (data, or a
 * NOT_FOUND / VALIDATION for the made-up input), "forbidden" / "unauthenticated" that it was refused
 * before anything ran, "absent" that the operation is not on the public endpoint at all.
 * Not yet called here (their own tests cover them): other guest / other host (tests next to each service:
 * e.g. services/documents/audience.api.test.ts, services/payments/webhook.api.test.ts), the team roles
 * (graphql/team/teamRoles.api.test.ts), subscriptions over the websocket (realtime/subscription.test.ts).
 */
import { startTestApp, type TestApp } from './test/api/testApp';
import { callOperation, callRoute, loadSchema, restRoutes, schemaOperations, type Outcome } from './test/authz/matrixKit';

type Caller = 'anonymous' | 'guest' | 'host' | 'admin';
/** anonymous "refused" = not on the public endpoint (absent) or 401 */
type Expected = Outcome | 'refused';
const CLASSES = {
  /** everyone, logged in or not */
  PUBLIC: { anonymous: 'ran', guest: 'ran', host: 'ran', admin: 'ran' },
  /** any logged-in account (object-level checks inside: own bookings, own profile, ...) */
  LOGIN: { anonymous: 'refused', guest: 'ran', host: 'ran', admin: 'ran' },
  /** the host side (vendor or team member by the role table) and admins */
  HOST: { anonymous: 'refused', guest: 'forbidden', host: 'ran', admin: 'ran' },
  /** the caller's own organisation only: bank account, payouts, team (an admin without one is refused) */
  OWN_ORGANISATION: { anonymous: 'refused', guest: 'forbidden', host: 'ran', admin: 'forbidden' },
  /** admins only */
  ADMIN: { anonymous: 'refused', guest: 'forbidden', host: 'forbidden', admin: 'ran' },
  /** needs a valid refresh token, not a bearer token: a made-up one is refused for everyone */
  SESSION: { anonymous: 'unauthenticated', guest: 'unauthenticated', host: 'unauthenticated', admin: 'unauthenticated' },
} satisfies Record<string, Record<Caller, Expected>>;
const { PUBLIC, LOGIN, HOST, OWN_ORGANISATION, ADMIN, SESSION } = CLASSES;

/** One row per operation and route. */
const MATRIX: Record<string, Record<Caller, Expected>> = {
  "DELETE /api/image/account/:id/":                   LOGIN,
  "DELETE /api/space/:id/":                           HOST,
  "DELETE /api/venue/:id/":                           HOST,
  "GET /api/account/":                                LOGIN,
  "GET /api/account/access-token/:code/":             PUBLIC,
  "GET /api/account/profile/":                        LOGIN,
  "GET /api/account/verify-email/:code/":             PUBLIC,
  "GET /api/account/verify-phone-with-link/:code/":   PUBLIC,
  "GET /api/account/verify-phone/:code/":             PUBLIC,
  "GET /api/calendar/:file":                          PUBLIC,
  "GET /api/category/":                               PUBLIC,
  "GET /api/configuration/":                          PUBLIC,
  "GET /api/feature/space/":                          PUBLIC,
  "GET /api/feature/venue/":                          PUBLIC,
  "GET /api/finance/document/:id/":                   LOGIN,
  "GET /api/health":                                  PUBLIC,
  "GET /api/image/:id/":                              PUBLIC,
  "GET /api/image/:id/:file":                         PUBLIC,
  "GET /api/image/space/:id/":                        HOST,
  "GET /api/image/venue/:id/":                        HOST,
  "GET /api/kvk/get_address/:code/":                  LOGIN,
  "GET /api/organisation/":                           LOGIN,
  "GET /api/payments/test-checkout/:id":              PUBLIC,
  "GET /api/service/space/":                          PUBLIC,
  "GET /api/service/venue/":                          PUBLIC,
  "GET /api/space/:id/":                              HOST,
  "GET /api/space/:id/facility/":                     HOST,
  "GET /api/venue/":                                  OWN_ORGANISATION,
  "GET /api/venue/:id/":                              HOST,
  "Mutation.accept_team_invitation":                  LOGIN,
  "Mutation.add_coupon":                              HOST,
  "Mutation.add_new_tag":                             HOST,
  "Mutation.add_venue_tags":                          HOST,
  "Mutation.apply_coupon":                            LOGIN,
  "Mutation.approve_change_request":                  LOGIN,
  "Mutation.approve_organisation":                    ADMIN,
  "Mutation.approve_space":                           ADMIN,
  "Mutation.booking_approve":                         LOGIN,
  "Mutation.booking_cancelling":                      LOGIN,
  "Mutation.booking_decline_by_vendor":               LOGIN,
  "Mutation.bulk_create_space_features":              HOST,
  "Mutation.bulk_create_space_images":                HOST,
  "Mutation.cancel_change_request":                   LOGIN,
  "Mutation.create_booking":                          LOGIN,
  "Mutation.create_booking_payer":                    LOGIN,
  "Mutation.create_booking_payment":                  LOGIN,
  "Mutation.create_change_request":                   LOGIN,
  "Mutation.create_collection":                       HOST,
  "Mutation.create_payment_link":                     LOGIN,
  "Mutation.create_space_calendar":                   HOST,
  "Mutation.deactivate_coupon":                       HOST,
  "Mutation.decline_change_request":                  LOGIN,
  "Mutation.delete_account":                          LOGIN,
  "Mutation.delete_team_member":                      OWN_ORGANISATION,
  "Mutation.draft_booking_delete":                    LOGIN,
  "Mutation.edit_coupon":                             HOST,
  "Mutation.favor_space":                             LOGIN,
  "Mutation.get_access_tokens":                       PUBLIC,
  "Mutation.get_calendar_auth_code_link":             HOST,
  "Mutation.get_extended_calendar_permissions":       HOST,
  "Mutation.inventory_bulk_spaces_linking":           HOST,
  "Mutation.link_ics_calendar":                       HOST,
  "Mutation.logout":                                  LOGIN,
  "Mutation.manage_spaces_availability":              HOST,
  "Mutation.pay_booking_by_hash":                     PUBLIC,
  "Mutation.refresh_token":                           SESSION,
  "Mutation.reject_organisation":                     ADMIN,
  "Mutation.remove_coupon":                           LOGIN,
  "Mutation.remove_space_from_favorites":             LOGIN,
  "Mutation.resend_invoice":                          LOGIN,
  "Mutation.rotate_calendar_export_secret":           HOST,
  "Mutation.send_teammate_invitations":               OWN_ORGANISATION,
  "Mutation.specific_organisation_bank_info":         OWN_ORGANISATION,
  "Mutation.submit_free_booking":                     LOGIN,
  "Mutation.sync_space_calendar":                     HOST,
  "Mutation.unlink_calendar":                         HOST,
  "Mutation.updateProfile":                           LOGIN,
  "Mutation.update_booking":                          LOGIN,
  "Mutation.update_booking_meeting":                  LOGIN,
  "Mutation.update_collection":                       HOST,
  "Mutation.update_team_member_role":                 OWN_ORGANISATION,
  "Mutation.update_user_notification_preferences":    LOGIN,
  "PATCH /api/account/":                              LOGIN,
  "PATCH /api/account/profile/":                      LOGIN,
  "PATCH /api/space/:id":                             HOST,
  "PATCH /api/space/:id/":                            HOST,
  "PATCH /api/venue/:id":                             HOST,
  "PATCH /api/venue/:id/":                            HOST,
  "POST /api/account/access-token/":                  PUBLIC,
  "POST /api/account/access-token/:code/":            PUBLIC,
  "POST /api/account/auth-token/":                    PUBLIC,
  "POST /api/account/oauth/:provider/":               PUBLIC,
  "POST /api/account/registration/":                  PUBLIC,
  "POST /api/account/resend-verification/":           PUBLIC,
  "POST /api/account/verify-email/:code/":            PUBLIC,
  "POST /api/account/verify-phone-with-link/:code/":  PUBLIC,
  "POST /api/account/verify-phone/:code/":            PUBLIC,
  "POST /api/image/":                                 LOGIN,
  "POST /api/image/space/:id/bulk/":                  HOST,
  "POST /api/image/venue/:id/bulk/":                  HOST,
  "POST /api/organisation/private/":                  LOGIN,
  "POST /api/organisation/public/":                   LOGIN,
  "POST /api/payments/test-checkout/:id":             PUBLIC,
  "POST /api/payments/webhook":                       PUBLIC,
  "POST /api/space/":                                 HOST,
  "POST /api/space/:id/activate/":                    HOST,
  "POST /api/space/:id/configuration/bulk/":          HOST,
  "POST /api/space/:id/deactivate/":                  HOST,
  "POST /api/space/facility/bulk/":                   HOST,
  "POST /api/space/feature/bulk/":                    HOST,
  "POST /api/venue/":                                 HOST,
  "POST /api/venue/:id/activate/":                    HOST,
  "POST /api/venue/:id/deactivate/":                  HOST,
  "POST /api/venue/feature/bulk/":                    HOST,
  "POST /api/venue/services/bulk/":                   HOST,
  "Query._health":                                    PUBLIC,
  "Query.all_finance_history":                        LOGIN,
  "Query.all_payouts":                                OWN_ORGANISATION,
  "Query.all_team_members":                           OWN_ORGANISATION,
  "Query.booking_invoices_history":                   LOGIN,
  "Query.check_refund":                               LOGIN,
  "Query.client_config":                              PUBLIC,
  "Query.coupons":                                    HOST,
  "Query.customer":                                   HOST,
  "Query.customer_favorite_spaces":                   LOGIN,
  "Query.customers":                                  HOST,
  "Query.enabled_calendar_providers":                 LOGIN,
  "Query.enabled_social_networks":                    PUBLIC,
  "Query.external_calendars":                         HOST,
  "Query.fetch_iban_details":                         LOGIN,
  "Query.get_accounts":                               ADMIN,
  "Query.get_all_feedbacks":                          PUBLIC,
  "Query.get_all_tags":                               HOST,
  "Query.get_booking_preliminary_calculation":        PUBLIC,
  "Query.get_bookings":                               LOGIN,
  "Query.get_collection":                             PUBLIC,
  "Query.get_collection_spaces":                      PUBLIC,
  "Query.get_companies":                              HOST,
  "Query.get_customers":                              ADMIN,
  "Query.get_geocode":                                PUBLIC,
  "Query.get_pending_reviews":                        ADMIN,
  "Query.get_place_info":                             PUBLIC,
  "Query.get_spaces_calendar_data":                   HOST,
  "Query.get_system_notifications":                   LOGIN,
  "Query.get_top_spaces":                             PUBLIC,
  "Query.get_user_organisation_collection":           HOST,
  "Query.get_vendor_bookings":                        HOST,
  "Query.home":                                       PUBLIC,
  "Query.host_rating":                                HOST,
  "Query.inventory_services":                         HOST,
  "Query.organisation_bank_info":                     OWN_ORGANISATION,
  "Query.phone_validity":                             PUBLIC,
  "Query.places_autocomplete":                        PUBLIC,
  "Query.profile":                                    LOGIN,
  "Query.social_network_authorisation_url":           PUBLIC,
  "Query.space_availability":                         PUBLIC,
  "Query.space_calendars":                            HOST,
  "Query.space_service_balance":                      PUBLIC,
  "Query.specific_booking":                           LOGIN,
  "Query.specific_booking_by_hash":                   PUBLIC,
  "Query.specific_instance_by_slug":                  PUBLIC,
  "Query.specific_space":                             PUBLIC,
  "Query.specific_venue":                             HOST,
  "Query.team_invitation":                            PUBLIC,
  "Query.venue_search":                               PUBLIC,
  "Subscription.unread_notifications":                LOGIN,
  "Subscription.wait_for_booking_status":             LOGIN,
};

let app: TestApp;
const schema = loadSchema();
const operations = schemaOperations(schema);
const routes = restRoutes();

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('authorization matrix', () => {
  it('has a row for every operation and route, and none for one that is gone', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(routes.length).toBeGreaterThan(40);
    const rows = Object.keys(MATRIX).sort();
    expect(rows).toEqual([...operations, ...routes].sort());
  });

  const callers: Caller[] = ['anonymous', 'guest', 'host', 'admin'];
  // queries first, then mutations and routes; the ones that end the caller's session last
  const last = (op: string) => /^(Mutation\.(delete_account|logout))$/.test(op);
  const calls = [...operations.filter((o) => !o.startsWith('Subscription.') && !last(o)), ...routes, ...operations.filter(last)];

  it.each(callers)('%s gets what the matrix says for every query, mutation and route', async (caller) => {
    const token = caller === 'anonymous' ? undefined
      : caller === 'guest' ? app.token(app.fx.bookerId)
        : caller === 'host' ? app.token(app.fx.vendorId, 'VENDOR')
          : app.token(app.fx.adminId, 'BOOKER', true);
    const wrong: string[] = [];
    for (const call of calls) {
      const got = call.includes(' ') ? await callRoute(app, call, token) : await callOperation(app, schema, call, token);
      const want = MATRIX[call]![caller];
      const ok = want === 'refused' ? got === 'absent' || got === 'unauthenticated' : got === want;
      if (!ok) wrong.push(`${call}: ${caller} got ${got}, matrix says ${want}`);
    }
    expect(wrong).toEqual([]);
  });
});
