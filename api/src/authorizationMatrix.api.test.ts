/**
 * The authorization matrix: every operation of schema.graphql (Query, Mutation, Subscription) and every
 * REST route has a row saying who may call it; a new operation or route without a row fails this test.
 * Each row names an access class; the class says what each caller gets. Anonymous, guest, host (the
 * organisation's owner) and admin call every query, mutation and route for real with made-up arguments
 * (ids that exist nowhere), so "ran" means the caller got past the authorization gate (data, or a
 * NOT_FOUND / VALIDATION for the made-up input), "forbidden" / "unauthenticated" that it was refused
 * before anything ran, "absent" that the operation is not on the public endpoint at all.
 * Host-side rows name the role-table action their gate checks (auth/permissions.ts): an accepted team
 * member of each role (CLEANER ... VENUE_MANAGER) calls them too and gets past the gate exactly when its
 * role has that action.
 * Not yet called here (their own tests cover them): other guest / other host against real objects (tests
 * next to each service, e.g. services/documents/audience.api.test.ts, services/payments/webhook.api.test.ts,
 * graphql/team/teamRoles.api.test.ts), subscriptions over the websocket (realtime/subscription.test.ts).
 */
import { can, type Action, type TeamRole } from './auth/permissions';
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
type Row = Record<Caller, Expected> & { action?: Action; team?: Expected };
const { PUBLIC, LOGIN, ADMIN, SESSION } = CLASSES;
const host = (action: Action): Row => ({ ...CLASSES.HOST, action });
const ownOrganisation = (action: Action): Row => ({ ...CLASSES.OWN_ORGANISATION, action });
/** logged-in accounts, but not team members (they never delete the account, nor found an organisation of their own while on a team) */
const LOGIN_NOT_TEAM: Row = { ...LOGIN, team: 'forbidden' };

/** What a team member gets: its role's action for host rows; otherwise what a logged-in non-host account gets. */
function forTeam(row: Row, role: TeamRole): Expected {
  if (row.team) return row.team;
  if (row.action) return can({ accountId: 1, accountState: 'VENDOR', isAdmin: false, teamRole: role, permissions: [] }, row.action) ? 'ran' : 'forbidden';
  return row.guest;
}

/** One row per operation and route. */
const MATRIX: Record<string, Row> = {
  "DELETE /api/image/account/:id/":                   LOGIN,
  "DELETE /api/space/:id/":                           host('space.delete'),
  "DELETE /api/venue/:id/":                           host('space.delete'),
  "GET /api/account/":                                LOGIN,
  "GET /api/admin/payouts.csv":                       ADMIN,
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
  "GET /api/image/space/:id/":                        host('venue.view'),
  "GET /api/image/venue/:id/":                        host('venue.view'),
  "GET /api/kvk/get_address/:code/":                  LOGIN,
  "GET /api/organisation/":                           LOGIN,
  "GET /api/payments/test-checkout/:id":              PUBLIC,
  "GET /api/service/space/":                          PUBLIC,
  "GET /api/service/venue/":                          PUBLIC,
  "GET /api/space/:id/":                              host('venue.view'),
  "GET /api/space/:id/facility/":                     host('venue.view'),
  "GET /api/venue/":                                  ownOrganisation('venue.view'),
  "GET /api/venue/:id/":                              host('venue.view'),
  "Mutation.accept_team_invitation":                  LOGIN,
  "Mutation.add_coupon":                              host('coupon.manage'),
  "Mutation.add_new_tag":                             host('venue.update'),
  "Mutation.add_venue_tags":                          host('venue.update'),
  "Mutation.apply_coupon":                            LOGIN,
  "Mutation.approve_change_request":                  LOGIN,
  "Mutation.approve_organisation":                    ADMIN,
  "Mutation.approve_space":                           ADMIN,
  "Mutation.booking_approve":                         LOGIN,
  "Mutation.booking_cancelling":                      LOGIN,
  "Mutation.booking_decline_by_vendor":               LOGIN,
  "Mutation.bulk_create_space_features":              host('space.update'),
  "Mutation.bulk_create_space_images":                host('space.update'),
  "Mutation.cancel_change_request":                   LOGIN,
  "Mutation.create_booking":                          LOGIN,
  "Mutation.create_booking_payer":                    LOGIN,
  "Mutation.create_booking_payment":                  LOGIN,
  "Mutation.create_change_request":                   LOGIN,
  "Mutation.create_collection":                       host('organisation.update'),
  "Mutation.create_payment_link":                     LOGIN,
  "Mutation.create_space_calendar":                   host('availability.manage'),
  "Mutation.deactivate_coupon":                       host('coupon.manage'),
  "Mutation.decline_change_request":                  LOGIN,
  "Mutation.delete_account":                          LOGIN_NOT_TEAM,
  "Mutation.delete_team_member":                      ownOrganisation('team.manage'),
  "Mutation.draft_booking_delete":                    LOGIN,
  "Mutation.edit_coupon":                             host('coupon.manage'),
  "Mutation.favor_space":                             LOGIN,
  "Mutation.get_access_tokens":                       PUBLIC,
  "Mutation.get_calendar_auth_code_link":             host('availability.manage'),
  "Mutation.get_extended_calendar_permissions":       host('availability.manage'),
  "Mutation.inventory_bulk_spaces_linking":           host('service.manage'),
  "Mutation.link_ics_calendar":                       host('availability.manage'),
  "Mutation.logout":                                  LOGIN,
  "Mutation.manage_spaces_availability":              host('availability.manage'),
  "Mutation.pay_booking_by_hash":                     PUBLIC,
  "Mutation.refresh_token":                           SESSION,
  "Mutation.reject_organisation":                     ADMIN,
  "Mutation.remove_coupon":                           LOGIN,
  "Mutation.remove_space_from_favorites":             LOGIN,
  "Mutation.resend_invoice":                          LOGIN,
  "Mutation.rotate_calendar_export_secret":           host('availability.manage'),
  "Mutation.send_teammate_invitations":               ownOrganisation('team.manage'),
  "Mutation.specific_organisation_bank_info":         ownOrganisation('payment_method.update'),
  "Mutation.submit_free_booking":                     LOGIN,
  "Mutation.sync_space_calendar":                     host('availability.manage'),
  "Mutation.unlink_calendar":                         host('availability.manage'),
  "Mutation.updateProfile":                           LOGIN,
  "Mutation.update_booking":                          LOGIN,
  "Mutation.update_booking_meeting":                  LOGIN,
  "Mutation.update_collection":                       host('organisation.update'),
  "Mutation.update_team_member_role":                 ownOrganisation('team.manage'),
  "Mutation.update_user_notification_preferences":    LOGIN,
  "Mutation.read_notification":                      LOGIN,
  "Mutation.clear_all_notifications":                LOGIN,
  "Mutation.delete_notification":                    LOGIN,
  "PATCH /api/account/":                              LOGIN,
  "PATCH /api/account/profile/":                      LOGIN,
  "PATCH /api/space/:id":                             host('space.update'),
  "PATCH /api/space/:id/":                            host('space.update'),
  "PATCH /api/venue/:id":                             host('venue.update'),
  "PATCH /api/venue/:id/":                            host('venue.update'),
  "POST /api/account/access-token/":                  PUBLIC,
  "POST /api/account/access-token/:code/":            PUBLIC,
  "POST /api/account/auth-token/":                    PUBLIC,
  "POST /api/account/logout/":                        PUBLIC,
  "POST /api/account/oauth/:provider/":               PUBLIC,
  "POST /api/account/refresh/":                       SESSION,
  "POST /api/account/registration/":                  PUBLIC,
  "POST /api/account/resend-verification/":           PUBLIC,
  "POST /api/account/verify-email/:code/":            PUBLIC,
  "POST /api/account/verify-phone-with-link/:code/":  PUBLIC,
  "POST /api/account/verify-phone/:code/":            PUBLIC,
  "POST /api/image/":                                 LOGIN,
  "POST /api/image/space/:id/bulk/":                  host('space.update'),
  "POST /api/image/venue/:id/bulk/":                  host('venue.update'),
  "POST /api/organisation/private/":                  LOGIN_NOT_TEAM,
  "POST /api/organisation/public/":                   LOGIN_NOT_TEAM,
  "POST /api/payments/test-checkout/:id":             PUBLIC,
  "POST /api/payments/webhook":                       PUBLIC,
  "POST /api/space/":                                 host('space.create'),
  "POST /api/space/:id/activate/":                    host('space.activate'),
  "POST /api/space/:id/configuration/bulk/":          host('space.update'),
  "POST /api/space/:id/deactivate/":                  host('space.update'),
  "POST /api/space/facility/bulk/":                   host('space.update'),
  "POST /api/space/feature/bulk/":                    host('space.update'),
  "POST /api/venue/":                                 host('space.create'),
  "POST /api/venue/:id/activate/":                    host('space.activate'),
  "POST /api/venue/:id/deactivate/":                  host('venue.update'),
  "POST /api/venue/feature/bulk/":                    host('venue.update'),
  "POST /api/venue/services/bulk/":                   host('service.manage'),
  "Query._health":                                    PUBLIC,
  "Query.all_finance_history":                        LOGIN,
  "Query.all_payouts":                                ownOrganisation('finance.view'),
  "Query.all_team_members":                           ownOrganisation('venue.view'),
  "Query.booking_invoices_history":                   LOGIN,
  "Query.check_refund":                               LOGIN,
  "Query.client_config":                              PUBLIC,
  "Query.coupons":                                    host('coupon.manage'),
  "Query.customer":                                   host('vendor_booking.view'),
  "Query.customer_favorite_spaces":                   LOGIN,
  "Query.customers":                                  host('vendor_booking.view'),
  "Query.enabled_calendar_providers":                 LOGIN,
  "Query.enabled_social_networks":                    PUBLIC,
  "Query.external_calendars":                         host('availability.manage'),
  "Query.fetch_iban_details":                         LOGIN,
  "Query.customer_detail":                            ADMIN,
  "Mutation.block_account":                           ADMIN,
  "Mutation.unblock_account":                         ADMIN,
  "Query.admin_payouts":                              ADMIN,
  "Mutation.retry_payout":                            ADMIN,
  "Query.get_customer_tokens":                        ADMIN,
  "Query.get_vendor_tokens":                          ADMIN,
  "Query.act_as_log":                                 ADMIN,
  "Mutation.stop_act_as":                             LOGIN,
  "Query.admin_cities":                               ADMIN,
  "Mutation.update_city_seo":                         ADMIN,
  "Query.admin_feedbacks":                            ADMIN,
  "Query.admin_reviews":                              ADMIN,
  "Mutation.add_feedback":                            ADMIN,
  "Mutation.edit_feedback":                           ADMIN,
  "Mutation.delete_feedback":                         ADMIN,
  "Mutation.edit_top_spaces":                         ADMIN,
  "Mutation.ban_organisation":                        ADMIN,
  "Mutation.unban_organisation":                      ADMIN,
  "Mutation.update_vendor_permissions":               ADMIN,
  "Mutation.reject_space":                            ADMIN,
  "Mutation.set_space_active":                        ADMIN,
  "Mutation.update_space_seo":                        ADMIN,
  "Query.get_vendors":                                ADMIN,
  "Query.get_all_spaces":                             ADMIN,
  "Query.get_all_active_spaces":                      ADMIN,
  "Query.get_all_feedbacks":                          PUBLIC,
  "Query.about_us":                                   PUBLIC,
  "Query.footer":                                     PUBLIC,
  "Query.get_all_blog_articles":                      PUBLIC,
  "Query.get_all_how_to_articles":                    PUBLIC,
  "Query.get_all_locations":                          PUBLIC,
  "Query.get_all_social_media":                       PUBLIC,
  "Query.get_blog_article":                           PUBLIC,
  "Query.get_faq_categories":                         PUBLIC,
  "Query.get_faq_category_stories":                   PUBLIC,
  "Query.get_helpdesk_story":                         PUBLIC,
  "Query.get_how_to_article":                         PUBLIC,
  "Query.get_spaces_by_slug":                         PUBLIC,
  "Query.get_specific_location":                      PUBLIC,
  "Query.main_menu":                                  PUBLIC,
  "Query.search_helpdesk_stories":                    PUBLIC,
  "Query.static_page":                                PUBLIC,
  "Query.vendor_home":                                PUBLIC,
  // the content editor: content editors and admins ('admin.content.update'; a content editor's own calls: graphql/contentEditor)
  "Query.content_editor_items":                       ADMIN,
  "Query.cms_editor_pages":                           ADMIN,
  "Query.content_editor_locations":                   ADMIN,
  "Query.content_editor_location":                    ADMIN,
  "Query.cms_editor_page":                            ADMIN,
  "Query.cms_page_preview_link":                      ADMIN,
  "Mutation.save_cms_page":                           ADMIN,
  "Mutation.publish_cms_page":                        ADMIN,
  "Mutation.unpublish_cms_page":                      ADMIN,
  "Query.social_media_editor":                        ADMIN,
  "Mutation.save_social_media":                       ADMIN,
  "Mutation.schedule_cms_page":                       ADMIN,
  "Mutation.restore_cms_page_version":                ADMIN,
  "Query.content_editor_item":                        ADMIN,
  "Query.content_preview_link":                       ADMIN,
  "Mutation.save_content_item":                       ADMIN,
  "Mutation.publish_content_item":                    ADMIN,
  "Mutation.unpublish_content_item":                  ADMIN,
  "Mutation.schedule_content_item":                   ADMIN,
  "Mutation.restore_content_version":                 ADMIN,
  "POST /api/image/content/":                         ADMIN,
  "Query.get_all_tags":                               host('venue.view'),
  "Query.get_booking_preliminary_calculation":        PUBLIC,
  "Query.get_bookings":                               LOGIN,
  "Query.get_collection":                             PUBLIC,
  "Query.get_collection_spaces":                      PUBLIC,
  "Query.get_companies":                              host('organisation.update'),
  "Query.get_customers":                              ADMIN,
  "Query.get_geocode":                                PUBLIC,
  "Query.get_pending_reviews":                        ADMIN,
  "Query.get_place_info":                             PUBLIC,
  "Query.get_spaces_calendar_data":                   host('day_overview.view'),
  "Query.get_system_notifications":                   LOGIN,
  "Query.get_notifications":                          LOGIN,
  "Query.get_day_overview":                           host('day_overview.view'),
  "Query.get_top_spaces":                             PUBLIC,
  "Query.get_user_organisation_collection":           host('venue.view'),
  "Query.get_vendor_bookings":                        host('vendor_booking.view'),
  "Query.home":                                       PUBLIC,
  "Query.host_rating":                                host('venue.view'),
  "Query.inventory_services":                         host('service.manage'),
  "Query.organisation_bank_info":                     ownOrganisation('finance.view'),
  "Query.phone_validity":                             PUBLIC,
  "Query.places_autocomplete":                        PUBLIC,
  "Query.profile":                                    LOGIN,
  "Query.social_network_authorisation_url":           PUBLIC,
  "Query.space_availability":                         PUBLIC,
  "Query.space_calendars":                            host('availability.manage'),
  "Query.space_service_balance":                      PUBLIC,
  "Query.specific_booking":                           LOGIN,
  "Query.preview_change_request":                     LOGIN,
  "Query.space_reviews":                              PUBLIC,
  "Query.host_space_reviews":                         host('vendor_booking.view'),
  "Mutation.create_review":                           LOGIN,
  "Mutation.reply_to_review":                         host('vendor_booking.answer'),
  "Mutation.hide_review":                             ADMIN,
  "Mutation.promote_review":                          ADMIN,
  "Query.specific_booking_by_hash":                   PUBLIC,
  "Query.specific_instance_by_slug":                  PUBLIC,
  "Query.specific_space":                             PUBLIC,
  "Query.specific_venue":                             host('venue.view'),
  "Query.team_invitation":                            PUBLIC,
  "Query.venue_search":                               PUBLIC,
  "Mutation.read_chat":                              LOGIN,
  "Mutation.send_chat_message":                      LOGIN,
  "Query.chat_messages":                             LOGIN,
  "Query.get_chat":                                  LOGIN,
  "Query.get_chats":                                 LOGIN,
  "Query.specific_chat":                             LOGIN,
  "Query.unread_chat_count":                         LOGIN,
  "Subscription.chat_events":                        LOGIN,
  "Subscription.unread_chats":                       LOGIN,
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

  async function mismatches(token: string | undefined, label: string, want: (row: Row) => Expected): Promise<string[]> {
    const wrong: string[] = [];
    for (const call of calls) {
      const got = call.includes(' ') ? await callRoute(app, call, token) : await callOperation(app, schema, call, token);
      const expected = want(MATRIX[call]!);
      const ok = expected === 'refused' ? got === 'absent' || got === 'unauthenticated' : got === expected;
      if (!ok) wrong.push(`${call}: ${label} got ${got}, matrix says ${expected}`);
    }
    return wrong;
  }

  it.each(callers)('%s gets what the matrix says for every query, mutation and route', async (caller) => {
    const token = caller === 'anonymous' ? undefined
      : caller === 'guest' ? app.token(app.fx.bookerId)
        : caller === 'host' ? app.token(app.fx.vendorId, 'VENDOR')
          : app.token(app.fx.adminId, 'BOOKER', true);
    expect(await mismatches(token, caller, (row) => row[caller])).toEqual([]);
  });

  const TEAM_ROLES: TeamRole[] = ['CLEANER', 'FINANCE', 'KEY_MANAGER', 'OWNER', 'SUPPORT', 'VENUE_MANAGER'];
  it.each(TEAM_ROLES)('team member %s gets past host gates exactly where its role allows', async (role) => {
    const email = `matrix-${role.toLowerCase()}@example.nl`;
    const [a] = await app.db.knex('account').insert({ email, first_name: role, last_name: 'Team', account_state: 'VENDOR' }).returning('account_id');
    await app.db.knex('team_member').insert({ organisation_id: app.fx.organisationId, account_id: a.account_id, email, team_role: role, invitation_status: 'ACCEPTED' });
    expect(await mismatches(app.token(a.account_id, 'VENDOR'), `team ${role}`, (row) => forTeam(row, role))).toEqual([]);
  });

  it('every host row names an action of the role table', () => {
    for (const [call, row] of Object.entries(MATRIX)) {
      if (row.guest === 'forbidden' && row.host === 'ran') expect([call, typeof row.action]).toEqual([call, 'string']);
    }
  });
});
