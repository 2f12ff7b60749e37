/**
 * The cross-account half of the authorization matrix: every operation of schema.graphql called on
 * REAL resources (the guest's booking, the host's venue, space, coupon, change request, documents) by
 * every kind of caller, with the expected outcome in one table. authorizationMatrix.api.test.ts names
 * each operation's access class and calls it with made-up ids; this table checks that the right
 * accounts get the resource and that another guest, another host and a team member do not.
 *
 * Callers: anonymous, guest (booked in the host's space), another guest, host (owner of the
 * organisation), another host (owner of an organisation of its own), a team member of the host
 * (VENUE_MANAGER) and an admin. Every team role cell by cell: auth/teamRoles.test.ts.
 *
 * "allowed": no UNAUTHENTICATED/FORBIDDEN error (401/403), and for rows that `hide` the resource no
 * NOT_FOUND either (it exists). "denied": 401 or 403, or 404 where the row hides the resource from
 * strangers, or an empty list where the row `filters` what strangers see. Anonymous callers use
 * /api/graphql/public when the operation is there, otherwise the authenticated endpoint (401).
 * Refusals run on one shared copy of the fixtures (a refused call changes nothing); the allowed
 * callers of a mutation run on a fresh copy of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isLeafType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { insertUnpaidBooking } from './services/payments/testing';
import { startTestApp, type TestApp } from './test/api/testApp';

const FULL = buildSchema(fs.readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8'));

const CALLERS = ['anon', 'guest', 'otherGuest', 'host', 'otherHost', 'member', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

const ALL: Caller[] = [...CALLERS];
const LOGGED_IN: Caller[] = CALLERS.filter((c) => c !== 'anon');
const HOST_SIDE: Caller[] = ['host', 'member'];
const HOST_READ: Caller[] = ['host', 'member', 'admin'];
const ADMIN: Caller[] = ['admin'];
const BOOKING_PARTIES: Caller[] = ['guest', 'host', 'member', 'admin'];

/** What the test knows of the fixtures when it builds the arguments of a call. */
interface Ids {
  paidBooking: number;
  requestBooking: number;
  draftBooking: number;
  draftSpace: number;
  spaceA1: number;
  venueA: number;
  bookerId: number;
  otherOrganisationId: number;
  couponId: number;
  changeRequestId: number;
  /** a review of the paid booking (the guest's) */
  reviewId: number;
  invoiceId: number;
  /** one of the guest's own notifications */
  notificationId: number;
  /** the guest's question about spaceA1 (one message) */
  spaceChat: number;
}

interface Row {
  /** GraphQL argument list, without parentheses */
  args?: (ids: Ids) => string;
  allowed: Caller[];
  /** strangers get NOT_FOUND for this resource (existence hidden) */
  hides?: boolean;
  /** a list that strangers see empty: an empty answer counts as refused */
  filters?: boolean;
  /** each allowed caller needs its own copy of the fixtures (the first call removes the resource) */
  isolate?: boolean;
  /** callers that may get any error (a state check before the actor check), but never a success */
  failsFor?: Caller[];
}

const future = '2031-03-04T09:00:00.000Z';
const futureEnd = '2031-03-04T13:00:00.000Z';

/** One row per operation of the schema. */
const MATRIX: Record<string, Row> = {
  // public reads
  _health: { allowed: ALL },
  home: { allowed: ALL },
  get_all_feedbacks: { allowed: ALL },
  get_top_spaces: { allowed: ALL },
  footer: { allowed: ALL },
  about_us: { allowed: ALL },
  vendor_home: { allowed: ALL },
  static_page: { args: () => `slug: "security-policy"`, allowed: ALL },
  get_all_social_media: { allowed: ALL },
  get_all_blog_articles: { allowed: ALL },
  get_blog_article: { args: () => `slug: "tien-tips-voor-een-productieve-heidag"`, allowed: ALL },
  get_all_how_to_articles: { allowed: ALL },
  get_how_to_article: { args: () => `article_slug: "een-ruimte-boeken-in-vijf-stappen"`, allowed: ALL },
  get_faq_categories: { allowed: ALL },
  get_faq_category_stories: { args: () => `category_slug: "algemene-voorwaarden"`, allowed: ALL },
  get_helpdesk_story: { args: () => `story_slug: "wat-is-zaalplek"`, allowed: ALL },
  search_helpdesk_stories: { args: () => `search_term: "betalen"`, allowed: ALL },
  get_all_locations: { allowed: ALL },
  get_specific_location: { args: () => `slug: "utrecht"`, allowed: ALL },
  main_menu: { allowed: ALL },
  get_spaces_by_slug: { args: () => `slugs: ["123456"]`, allowed: ALL },
  venue_search: { args: () => `input: { search: "Amsterdam" }`, allowed: ALL },
  specific_instance_by_slug: { args: () => `instance_type: VENUE, slug: "cafe-de-zaal"`, allowed: ALL },
  specific_space: { args: (i) => `space_id: ${i.spaceA1}`, allowed: ALL },
  space_availability: { args: (i) => `space_id: ${i.spaceA1}, date: "2031-03-04"`, allowed: ALL },
  client_config: { allowed: ALL },
  phone_validity: { args: () => `input: { phone: "+31612345678" }`, allowed: ALL },
  social_network_authorisation_url: { args: () => `social_network: GOOGLE, auth_flow: LOGIN`, allowed: ALL },
  enabled_social_networks: { allowed: ALL },
  get_booking_preliminary_calculation: { args: (i) => `input: { space_id: ${i.spaceA1}, slot_start: "${future}", slot_end: "${futureEnd}", attendees: 4 }`, allowed: ALL },
  space_service_balance: { args: (i) => `space_id: ${i.spaceA1}`, allowed: ALL },
  get_collection: { args: () => `slug: "test-bv"`, allowed: ALL },
  get_collection_spaces: { args: () => `collection_id: 1`, allowed: ALL },
  places_autocomplete: { args: () => `input: "Amster"`, allowed: ALL },
  get_place_info: { args: () => `place_id: "gazetteer:amsterdam"`, allowed: ALL },
  get_geocode: { args: () => `address: "Amsterdam"`, allowed: ALL },
  specific_booking_by_hash: { args: () => `hash: "nohash00"`, allowed: ALL },
  team_invitation: { args: () => `token: "no-such-invitation-token"`, allowed: ALL },

  // the caller's own account
  profile: { allowed: LOGGED_IN },
  get_system_notifications: { allowed: LOGGED_IN },
  get_bookings: { allowed: LOGGED_IN },
  customer_favorite_spaces: { allowed: LOGGED_IN },
  all_finance_history: { allowed: LOGGED_IN },
  fetch_iban_details: { args: () => `iban: "NL91ABNA0417164300"`, allowed: LOGGED_IN },
  enabled_calendar_providers: { allowed: LOGGED_IN },

  // one booking: its guest, the host side and admins
  specific_booking: { args: (i) => `id: ${i.paidBooking}`, allowed: BOOKING_PARTIES, hides: true },
  check_refund: { args: (i) => `booking_id: ${i.paidBooking}`, allowed: BOOKING_PARTIES, hides: true },
  space_reviews: { args: (i) => `space_id: ${i.spaceA1}`, allowed: ALL },
  host_space_reviews: { args: (i) => `space_id: ${i.spaceA1}`, allowed: HOST_READ, hides: true },
  preview_change_request: { args: (i) => `booking_id: ${i.paidBooking}, input: { attendees: 5 }`, allowed: BOOKING_PARTIES, hides: true },
  booking_invoices_history: { args: (i) => `booking_id: ${i.paidBooking}`, allowed: BOOKING_PARTIES, hides: true, filters: true },

  // host back office (admins read every host's data to support them)
  get_spaces_calendar_data: { args: (i) => `venue_id: ${i.venueA}, year: 2031`, allowed: HOST_READ, hides: true },
  space_calendars: { args: (i) => `venue_id: ${i.venueA}`, allowed: HOST_READ, hides: true },
  external_calendars: { args: (i) => `provider: google, space_id: ${i.spaceA1}`, allowed: HOST_READ, hides: true },
  coupons: { args: (i) => `venue_id: ${i.venueA}`, allowed: HOST_READ, hides: true },
  all_team_members: { allowed: ['host', 'member', 'otherHost'] },
  organisation_bank_info: { allowed: ['host', 'otherHost'] },
  all_payouts: { allowed: ['host', 'otherHost'] },
  get_vendor_bookings: { allowed: ['host', 'member', 'otherHost', 'admin'] },
  customers: { allowed: ['host', 'member', 'otherHost', 'admin'] },
  customer: { args: (i) => `account_id: ${i.bookerId}`, allowed: HOST_READ, hides: true },
  host_rating: { allowed: ['host', 'member', 'otherHost', 'admin'] },
  get_companies: { args: () => `company_name: "Zalen"`, allowed: ['host', 'otherHost', 'admin'] },
  specific_venue: { args: (i) => `venue_id: ${i.venueA}`, allowed: HOST_READ, hides: true },
  get_all_tags: { allowed: ['host', 'otherHost', 'member', 'admin'] },
  inventory_services: { args: (i) => `venue_id: ${i.venueA}`, allowed: HOST_READ, hides: true },
  get_user_organisation_collection: { allowed: ['host', 'member', 'otherHost', 'admin'] },

  // staff
  get_customers: { allowed: ADMIN },
  get_pending_reviews: { allowed: ADMIN },
  get_vendors: { allowed: ADMIN },
  get_all_spaces: { allowed: ADMIN },
  get_all_active_spaces: { allowed: ADMIN },
  admin_feedbacks: { allowed: ADMIN },
  admin_reviews: { allowed: ADMIN },
  admin_cities: { allowed: ADMIN },
  act_as_log: { allowed: ADMIN },
  admin_payouts: { allowed: ADMIN },
  customer_detail: { args: (i) => `account_id: ${i.bookerId}`, allowed: ADMIN },
  get_customer_tokens: { args: (i) => `account_id: ${i.bookerId}`, allowed: ADMIN },
  get_vendor_tokens: { args: (i) => `account_id: ${i.bookerId}`, allowed: ADMIN },

  // account mutations
  get_access_tokens: { args: () => `email_token: "no-such-token"`, allowed: ALL },
  // a made-up refresh token is refused for everyone alike (401)
  refresh_token: { args: () => `refresh_token: "no-such-refresh-token"`, allowed: [] },
  updateProfile: { args: () => `input: { firstName: "Nieuw" }`, allowed: LOGGED_IN },
  logout: { allowed: LOGGED_IN },
  // a team member leaves the team before deleting the account
  delete_account: { allowed: ['guest', 'otherGuest', 'host', 'otherHost', 'admin'] },
  update_user_notification_preferences: { args: () => `input: []`, allowed: LOGGED_IN },
  // the notification centre: one's own notifications only; a venue filter only for the venues one may see
  get_notifications: { args: (i) => `venue_id: ${i.venueA}`, allowed: HOST_READ, hides: true },
  read_notification: { args: (i) => `event_notification_ids: [${i.notificationId}]`, allowed: ['guest'], hides: true },
  delete_notification: { args: (i) => `id: ${i.notificationId}`, allowed: ['guest'], hides: true, isolate: true },
  clear_all_notifications: { args: (i) => `venue_id: ${i.venueA}`, allowed: HOST_READ, hides: true },
  get_day_overview: { args: (i) => `date: "2031-03-04", venue_id: ${i.venueA}`, allowed: HOST_READ, hides: true },

  // guest booking mutations
  create_booking: { args: (i) => `input: { space_id: ${i.spaceA1}, slot_start: "${future}", slot_end: "${futureEnd}", attendees: 4 }`, allowed: LOGGED_IN },
  // the host side sees the guest's booking; its attempts fail (a state error comes first) but never succeed
  submit_free_booking: { args: (i) => `booking_id: ${i.draftBooking}`, allowed: ['guest', 'admin'], hides: true, failsFor: HOST_SIDE },
  update_booking_meeting: { args: (i) => `booking_id: ${i.draftBooking}, input: { meeting_name: "Overleg" }`, allowed: ['guest', 'admin'], hides: true },
  update_booking: { args: (i) => `booking_id: ${i.draftBooking}, input: { extend_reservation: true }`, allowed: ['guest', 'admin'], hides: true, failsFor: HOST_SIDE },
  // a paid booking is cancelled by its guest; the host side needs the cancel-paid-bookings permission
  booking_cancelling: { args: (i) => `booking_id: ${i.paidBooking}, cancellation_reason: "ziek"`, allowed: ['guest', 'admin'], hides: true },
  draft_booking_delete: { args: (i) => `booking_id: ${i.draftBooking}`, allowed: ['guest', 'admin'], hides: true, isolate: true },
  apply_coupon: { args: (i) => `code: "MATRIX", space_id: ${i.draftSpace}, booking_id: ${i.draftBooking}`, allowed: ['guest', 'admin'], hides: true },
  remove_coupon: { args: (i) => `booking_id: ${i.draftBooking}`, allowed: ['guest', 'admin'], hides: true },
  create_change_request: { args: (i) => `booking_id: ${i.paidBooking}, input: { attendees: 5 }`, allowed: BOOKING_PARTIES, hides: true },
  // the guest asked for this change: the host side answers it, the guest may withdraw it
  approve_change_request: { args: (i) => `change_request_id: ${i.changeRequestId}`, allowed: HOST_READ, hides: true },
  decline_change_request: { args: (i) => `change_request_id: ${i.changeRequestId}`, allowed: HOST_READ, hides: true },
  cancel_change_request: { args: (i) => `change_request_id: ${i.changeRequestId}`, allowed: ['guest', 'admin'], hides: true },
  create_review: { args: (i) => `booking_id: ${i.paidBooking}, rating: 5, review_text: "Top"`, allowed: ['guest'], hides: true },
  reply_to_review: { args: (i) => `review_id: ${i.reviewId}, reply: "Dank je"`, allowed: HOST_READ, hides: true },
  hide_review: { args: (i) => `review_id: ${i.reviewId}, hidden: true`, allowed: ADMIN },
  promote_review: { args: (i) => `review_id: ${i.reviewId}`, allowed: ADMIN },
  favor_space: { args: (i) => `spaceId: ${i.spaceA1}`, allowed: LOGGED_IN },
  remove_space_from_favorites: { args: (i) => `spaceId: ${i.spaceA1}`, allowed: LOGGED_IN },
  pay_booking_by_hash: { args: () => `hash: "nohash00"`, allowed: ALL },
  create_booking_payer: { args: (i) => `booking_id: ${i.requestBooking}, input: { full_name: "Piet Betaler", email: "piet@example.nl" }`, allowed: ['guest', 'admin'], hides: true },
  create_payment_link: { args: (i) => `input: { booking_id: ${i.requestBooking} }`, allowed: ['guest', 'admin'], hides: true },
  create_booking_payment: { args: (i) => `booking_id: ${i.requestBooking}`, allowed: ['guest', 'admin'], hides: true },
  resend_invoice: { args: (i) => `invoice_id: ${i.invoiceId}`, allowed: BOOKING_PARTIES, hides: true },

  // host booking answers
  booking_approve: { args: (i) => `booking_id: ${i.requestBooking}`, allowed: HOST_READ, hides: true },
  booking_decline_by_vendor: { args: (i) => `booking_id: ${i.requestBooking}, cancellation_reason: "vol"`, allowed: HOST_READ, hides: true },

  // host calendars and availability
  manage_spaces_availability: { args: (i) => `input: { venue_id: ${i.venueA}, view: MONTH, changes: [] }`, allowed: HOST_READ, hides: true },
  rotate_calendar_export_secret: { args: (i) => `space_id: ${i.spaceA1}`, allowed: HOST_READ, hides: true },
  link_ics_calendar: { args: (i) => `space_id: ${i.spaceA1}, url: "https://calendar.example.invalid/feed.ics"`, allowed: HOST_READ, hides: true },
  get_calendar_auth_code_link: { args: (i) => `provider: google, space_id: ${i.spaceA1}`, allowed: HOST_READ, hides: true },
  get_extended_calendar_permissions: { args: (i) => `provider: google, space_id: ${i.spaceA1}`, allowed: HOST_READ, hides: true },
  create_space_calendar: { args: (i) => `space_id: ${i.spaceA1}, state_token: "no-such-state"`, allowed: HOST_READ, hides: true },
  // no calendar is linked: the owner hears NOT_FOUND of the link, strangers are refused before that
  sync_space_calendar: { args: (i) => `calendar_id: "none", space_id: ${i.spaceA1}`, allowed: HOST_READ },
  unlink_calendar: { args: (i) => `space_id: ${i.spaceA1}, has_rollback_selected: false`, allowed: HOST_READ },

  // host coupons, team, bank, inventory, collection
  add_coupon: { args: (i) => `input: { venue_id: ${i.venueA}, coupon_code: "MATRIX10", discount_percentage: 10 }`, allowed: HOST_READ, hides: true },
  edit_coupon: { args: (i) => `coupon_id: ${i.couponId}, input: { venue_id: ${i.venueA}, coupon_code: "MATRIX20", discount_percentage: 20 }`, allowed: HOST_READ, hides: true },
  deactivate_coupon: { args: (i) => `coupon_id: ${i.couponId}`, allowed: HOST_READ, hides: true },
  send_teammate_invitations: { args: () => `emails: ["nieuw-lid@example.nl"], team_role: CLEANER`, allowed: ['host', 'otherHost'] },
  update_team_member_role: { args: () => `email: "member@example.nl", team_role: FINANCE`, allowed: ['host'], hides: true },
  delete_team_member: { args: () => `email: "member@example.nl"`, allowed: ['host'], hides: true },
  accept_team_invitation: { args: () => `token: "no-such-invitation-token"`, allowed: LOGGED_IN },
  specific_organisation_bank_info: { args: () => `bank_ascription: "Test BV", iban: "NL91ABNA0417164300"`, allowed: ['host', 'otherHost'] },
  add_venue_tags: { args: (i) => `venue_id: ${i.venueA}, tag_ids: []`, allowed: HOST_READ, hides: true },
  add_new_tag: { args: () => `name_nl: "Matrixtuin", name_en: "Matrix garden", importance: 5`, allowed: ['host', 'otherHost', 'member', 'admin'] },
  inventory_bulk_spaces_linking: { args: (i) => `input: { venue_id: ${i.venueA}, system_service_id: 1, space_ids: [${i.spaceA1}], is_enabled: true, price: 1000, vat_rate: 21 }`, allowed: HOST_READ, hides: true },
  bulk_create_space_features: { args: (i) => `space_id: ${i.spaceA1}, feature_ids: []`, allowed: HOST_READ, hides: true },
  bulk_create_space_images: { args: (i) => `space_id: ${i.spaceA1}, images_ids: []`, allowed: HOST_READ, hides: true },
  create_collection: { args: () => `input: { name: "Matrix" }`, allowed: ['host', 'otherHost', 'admin'] },
  update_collection: { args: () => `input: { name: "Matrix" }`, allowed: ['host', 'otherHost', 'admin'] },

  // staff review
  approve_organisation: { args: (i) => `organisation_id: ${i.otherOrganisationId}`, allowed: ADMIN },
  reject_organisation: { args: (i) => `organisation_id: ${i.otherOrganisationId}`, allowed: ADMIN },
  approve_space: { args: (i) => `space_id: ${i.spaceA1}`, allowed: ADMIN },
  reject_space: { args: (i) => `space_id: ${i.spaceA1}, reason: "Foto's ontbreken"`, allowed: ADMIN },
  ban_organisation: { args: (i) => `organisation_id: ${i.otherOrganisationId}, reason: "Fraude"`, allowed: ADMIN },
  unban_organisation: { args: (i) => `organisation_id: ${i.otherOrganisationId}`, allowed: ADMIN },
  update_vendor_permissions: { args: (i) => `account_id: ${i.bookerId}, permissions: []`, allowed: ADMIN },
  set_space_active: { args: (i) => `space_id: ${i.spaceA1}, is_active: false`, allowed: ADMIN },
  update_space_seo: { args: (i) => `space_id: ${i.spaceA1}, input: { seo_h1: "Grote zaal" }`, allowed: ADMIN },
  edit_top_spaces: { args: (i) => `space_ids: [${i.spaceA1}]`, allowed: ADMIN },
  add_feedback: { args: () => `input: { user_name: "Matrix", user_role: Booker, feedback_nl: "Goed", feedback_en: "Good" }`, allowed: ADMIN },
  edit_feedback: { args: () => `feedback_id: 1, input: { user_name: "Matrix", user_role: Booker, feedback_nl: "Goed", feedback_en: "Good" }`, allowed: ADMIN },
  delete_feedback: { args: () => `feedback_id: 1`, allowed: ADMIN },
  update_city_seo: { args: () => `location_id: 1, updated_at: "2020-01-01T00:00:00Z", input: { h1_nl: "Matrix" }`, allowed: ADMIN },
  // a token that is not an act-as token hears VALIDATION not_acting_as (ending one's own session is for every act-as token)
  stop_act_as: { allowed: LOGGED_IN },
  retry_payout: { args: () => `payout_id: 1`, allowed: ADMIN },
  block_account: { args: (i) => `account_id: ${i.bookerId}, reason: "Spam"`, allowed: ADMIN },
  unblock_account: { args: (i) => `account_id: ${i.bookerId}`, allowed: ADMIN },

  // the content editor: content editors and admins only (a content editor's own calls: graphql/contentEditor)
  content_editor_items: { args: () => `content_type: BLOG_ARTICLE`, allowed: ADMIN },
  cms_editor_pages: { allowed: ADMIN },
  content_editor_locations: { allowed: ADMIN },
  content_editor_location: { args: () => `seo_entity_id: 1`, allowed: ADMIN },
  cms_editor_page: { args: () => `slug: "about-us"`, allowed: ADMIN },
  cms_page_preview_link: { args: () => `slug: "about-us"`, allowed: ADMIN },
  save_cms_page: {
    args: () => `slug: "about-us", lock_version: 1, nl: { title: "Over ons", blocks: [{ block_type: HEADLINE, data: { title: "Wie wij zijn" } }] }, en: { title: "About us", blocks: [] }`,
    allowed: ADMIN,
  },
  publish_cms_page: { args: () => `slug: "about-us", lock_version: 1`, allowed: ADMIN },
  unpublish_cms_page: { args: () => `slug: "about-us", lock_version: 1`, allowed: ADMIN },
  social_media_editor: { allowed: ADMIN },
  save_social_media: { args: () => `lock_version: 1, links: [{ network: "linkedin", url: "https://www.linkedin.com/company/zaalplek" }]`, allowed: ADMIN },
  schedule_cms_page: { args: () => `slug: "about-us", lock_version: 1, publish_at: "2031-01-01T09:00:00Z"`, allowed: ADMIN },
  restore_cms_page_version: { args: () => `slug: "about-us", cms_page_version_id: 1, lock_version: 1`, allowed: ADMIN },
  content_editor_item: { args: () => `content_item_id: 1`, allowed: ADMIN },
  content_preview_link: { args: () => `content_item_id: 1`, allowed: ADMIN },
  save_content_item: {
    args: () => `input: { content_type: BLOG_ARTICLE, nl: { slug: "matrix", title: "Matrix", body_html: "<p>a</p>" }, en: { slug: "matrix", title: "Matrix", body_html: "<p>a</p>" } }`,
    allowed: ADMIN,
  },
  publish_content_item: { args: () => `content_item_id: 1, lock_version: 1`, allowed: ADMIN },
  unpublish_content_item: { args: () => `content_item_id: 1, lock_version: 1`, allowed: ADMIN },
  schedule_content_item: { args: () => `content_item_id: 1, lock_version: 1, publish_at: "2031-01-01T09:00:00Z"`, allowed: ADMIN },
  restore_content_version: { args: () => `content_item_id: 1, content_version_id: 1, lock_version: 1`, allowed: ADMIN },

  // subscriptions run over the websocket (realtime tests); their rows keep the table complete
  wait_for_booking_status: { args: (i) => `booking_id: ${i.paidBooking}, account_id: ${i.bookerId}`, allowed: ['guest', 'admin'], hides: true },
  unread_notifications: { args: (i) => `account_id: ${i.bookerId}`, allowed: ['guest'] },

  // chat: the guest's conversation about the host's space (support channels: graphql/chat/chat.api.test.ts)
  get_chat: { args: (i) => `chat_type: BOOKING, entity_id: ${i.paidBooking}`, allowed: BOOKING_PARTIES, hides: true },
  get_chats: { allowed: LOGGED_IN },
  specific_chat: { args: (i) => `chat_id: ${i.spaceChat}`, allowed: BOOKING_PARTIES, hides: true },
  chat_messages: { args: (i) => `chat_id: ${i.spaceChat}`, allowed: BOOKING_PARTIES, hides: true },
  unread_chat_count: { allowed: LOGGED_IN },
  send_chat_message: { args: (i) => `chat_id: ${i.spaceChat}, body: "Is er koffie?"`, allowed: BOOKING_PARTIES, hides: true },
  read_chat: { args: (i) => `chat_id: ${i.spaceChat}, message_id: 1`, allowed: BOOKING_PARTIES, hides: true },
  chat_events: { args: (i) => `account_id: ${i.bookerId}`, allowed: ['guest'] },
  unread_chats: { args: (i) => `account_id: ${i.bookerId}`, allowed: ['guest'] },
};

type Kind = 'query' | 'mutation' | 'subscription';

function operations(schema: GraphQLSchema): Array<{ kind: Kind; name: string; field: GraphQLField<unknown, unknown> }> {
  const out: Array<{ kind: Kind; name: string; field: GraphQLField<unknown, unknown> }> = [];
  for (const [kind, type] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()], ['subscription', schema.getSubscriptionType()]] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) out.push({ kind, name: field.name, field });
  }
  return out;
}

const documentFor = (kind: Kind, name: string, field: GraphQLField<unknown, unknown>, args: string) =>
  `${kind} { ${name}${args ? `(${args})` : ''}${isLeafType(getNamedType(field.type)) ? '' : ' { __typename }'} }`;

test('every operation of the schema has a row in the cross-account matrix, and every row an operation', () => {
  expect(Object.keys(MATRIX).sort()).toEqual(operations(FULL).map((o) => o.name).sort());
});

interface Outcome { status: number; codes: number[]; types: string[]; message: string; empty: boolean }
type Body = { data?: Record<string, unknown> | null; status_code?: unknown; errors?: Array<{ message: string; extensions?: Record<string, any> }> };

function outcomeOf(status: number, body: Body, name: string): Outcome {
  const codes: number[] = [];
  const types: string[] = [];
  if (typeof body.status_code === 'number') codes.push(body.status_code);
  for (const e of body.errors ?? []) {
    const code = e.extensions?.status_code ?? e.extensions?.response?.body?.status_code;
    if (typeof code === 'number') codes.push(code);
    const type = e.extensions?.response?.body?.error_type;
    if (typeof type === 'string') types.push(type);
  }
  const value = body.data?.[name];
  const empty = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  return { status, codes, types, message: (body.errors ?? []).map((e) => e.message).join(' | '), empty };
}

const denied = (o: Outcome, row: Row) =>
  o.status === 401 || o.status === 403 || o.codes.includes(401) || o.codes.includes(403) ||
  (Boolean(row.hides) && (o.status === 404 || o.codes.includes(404))) || (Boolean(row.filters) && o.empty && o.codes.length === 0);

interface World { app: TestApp; ids: Ids; tokens: Record<Exclude<Caller, 'anon'>, string> }

async function newWorld(): Promise<World> {
  const app = await startTestApp();
  const { knex } = app.db;
  const fx = app.fx;
  const [{ account_id: otherGuest }] = await knex('account').insert({ email: 'stranger@example.nl', first_name: 'Sam', last_name: 'Vreemd', account_state: 'BOOKER' }).returning('account_id');
  // the other host owns the fixtures' second organisation
  await knex('account').where({ account_id: fx.otherBookerId }).update({ account_state: 'VENDOR' });
  const { organisation_id: otherOrganisationId } = await knex('organisation').where({ account_id: fx.otherBookerId }).first('organisation_id');
  const [{ coupon_id: couponId }] = await knex('coupon').insert({ venue_id: fx.venueA.id, coupon_code: 'MATRIX', discount_percentage: 10, is_active: true }).returning('coupon_id');
  const paid = await knex('booking').where({ booking_id: fx.bookings.paid }).first('booking_start', 'booking_end');
  const [{ change_request_id: changeRequestId }] = await knex('booking_change_request').insert({
    booking_id: fx.bookings.paid, requested_by: 'GUEST', account_id: fx.bookerId, status: 'PENDING', booking_start: paid.booking_start, booking_end: paid.booking_end,
    attendees: 5, ts_expires: new Date(Date.now() + 86400_000),
  }).returning('change_request_id');
  const { space_id: paidSpace } = await knex('booking').where({ booking_id: fx.bookings.paid }).first('space_id');
  const { venue_id: paidVenue } = await knex('space').where({ space_id: paidSpace }).first('venue_id');
  const [{ review_id: reviewId }] = await knex('space_review').insert({
    booking_id: fx.bookings.paid, space_id: paidSpace, venue_id: paidVenue, account_id: fx.bookerId, rating: 4, review_text: 'Fijne zaal',
  }).returning('review_id');
  // the paid booking's documents: the guest's proof of payment and the host's payout statement
  const [{ finance_document_id: invoiceId }] = await knex('finance_document').insert([
    { booking_id: fx.bookings.paid, organisation_id: fx.organisationId, account_id: fx.bookerId, invoice_type: 'PROOF_OF_PAYMENT', document_number: 'MATRIX-B-1', amount: 39930, paid: 39930, status: 'COMPLETED' },
    { booking_id: fx.bookings.paid, organisation_id: fx.organisationId, account_id: fx.vendorId, invoice_type: 'PAYOUT', document_number: 'MATRIX-P-1', amount: 30000, status: 'COMPLETED' },
  ]).returning('finance_document_id');
  // an unsubmitted booking of the guest and an on-request booking waiting for the host, each with its order
  const draft = await insertUnpaidBooking(knex, { accountId: fx.bookerId, spaceId: fx.spaceB1.id, orderState: 'CUSTOMER_APPROVAL' });
  await knex('booking').where({ booking_id: draft.bookingId }).update({ booking_status: 'DRAFT' });
  await knex('coupon').insert({ venue_id: fx.venueB.id, coupon_code: 'MATRIX', discount_percentage: 10, is_active: true });
  const request = await insertUnpaidBooking(knex, { accountId: fx.bookerId, spaceId: fx.spaceA2.id, orderState: 'HOST_APPROVAL' });
  await knex('booking').where({ booking_id: request.bookingId }).update({ booking_type: 'MANUAL' });
  const { event_notification_id: notificationId } = await knex('notification').where({ account_id: fx.bookerId }).orderBy('event_notification_id').first('event_notification_id');
  const [{ chat_channel_id: spaceChat }] = await knex('chat_channel').insert({
    channel_type: 'SPACE', space_id: fx.spaceA1.id, account_id: fx.bookerId, organisation_id: fx.organisationId, external_channel_id: `space-${fx.spaceA1.id}-${fx.bookerId}`, ts_last_message: new Date(),
  }).returning('chat_channel_id');
  await knex('chat_message').insert({ chat_channel_id: spaceChat, sender_account_id: fx.bookerId, sender_side: 'GUEST', sender_name: 'Bram Test', body: 'Is er een beamer?' });
  return {
    app,
    ids: {
      paidBooking: fx.bookings.paid, requestBooking: request.bookingId, draftBooking: draft.bookingId, draftSpace: fx.spaceB1.id, spaceA1: fx.spaceA1.id, venueA: fx.venueA.id,
      bookerId: fx.bookerId, otherOrganisationId, couponId, changeRequestId, reviewId, invoiceId, notificationId, spaceChat,
    },
    tokens: {
      guest: app.token(fx.bookerId, 'BOOKER'),
      otherGuest: app.token(otherGuest, 'BOOKER'),
      host: app.token(fx.vendorId, 'VENDOR'),
      otherHost: app.token(fx.otherBookerId, 'VENDOR'),
      member: app.token(fx.memberId, 'VENDOR'),
      admin: app.token(fx.adminId, 'BOOKER', true),
    },
  };
}

describe('cross-account matrix', () => {
  let shared: World;
  let publicOperations: Set<string>;

  beforeAll(async () => {
    shared = await newWorld();
    const { body } = await shared.app.graphql<{ __schema: { queryType: { fields: Array<{ name: string }> }; mutationType: { fields: Array<{ name: string }> } | null } }>(
      `{ __schema { queryType { fields { name } } mutationType { fields { name } } } }`,
    );
    publicOperations = new Set([...body.data!.__schema.queryType.fields, ...(body.data!.__schema.mutationType?.fields ?? [])].map((f) => f.name));
  }, 60_000);
  afterAll(() => shared?.app.close());

  async function call(world: World, caller: Caller, document: string, name: string): Promise<Outcome> {
    const opts = caller === 'anon'
      ? { endpoint: publicOperations.has(name) ? ('public' as const) : ('authenticated' as const) }
      : { endpoint: 'authenticated' as const, token: world.tokens[caller] };
    const r = await world.app.graphql(document, {}, opts);
    return outcomeOf(r.status, r.body as Body, name);
  }

  const report = (name: string, caller: Caller, expectAllowed: boolean, o: Outcome) =>
    `${name} as ${caller}: expected ${expectAllowed ? 'allowed' : 'denied'}, got HTTP ${o.status} [${o.codes.join(',')}] ${o.types.join(',')} ${o.message.slice(0, 160)}`;

  const queries = operations(FULL).filter((o) => o.kind === 'query');
  test.each(queries.map((q) => [q.name, q] as const))('query %s', async (_name, op) => {
    const row = MATRIX[op.name]!;
    const document = documentFor('query', op.name, op.field, row.args?.(shared.ids) ?? '');
    const wrong: string[] = [];
    for (const caller of CALLERS) {
      const o = await call(shared, caller, document, op.name);
      const allowed = !denied(o, row);
      if (allowed !== row.allowed.includes(caller)) wrong.push(report(op.name, caller, row.allowed.includes(caller), o));
    }
    expect(wrong).toEqual([]);
  });

  const mutations = operations(FULL).filter((o) => o.kind === 'mutation');
  test.each(mutations.map((m) => [m.name, m] as const))('mutation %s', async (_name, op) => {
    const row = MATRIX[op.name]!;
    const wrong: string[] = [];
    // refusals on the shared copy (a refused call changes nothing), each allowed caller on a fresh copy
    const document = documentFor('mutation', op.name, op.field, row.args?.(shared.ids) ?? '');
    for (const caller of CALLERS.filter((c) => !row.allowed.includes(c))) {
      const o = await call(shared, caller, document, op.name);
      const refused = denied(o, row) || (Boolean(row.failsFor?.includes(caller)) && o.codes.length > 0);
      if (!refused) wrong.push(report(op.name, caller, false, o));
    }
    // allowed callers on a fresh copy per row (per caller where the row isolates them); a later caller
    // may meet the first one's change as a validation error, never as a refusal
    let fresh: World | null = null;
    try {
      for (const caller of row.allowed) {
        if (!fresh || row.isolate) {
          await fresh?.app.close();
          fresh = await newWorld();
        }
        const o = await call(fresh, caller, documentFor('mutation', op.name, op.field, row.args?.(fresh.ids) ?? ''), op.name);
        if (denied(o, row)) wrong.push(report(op.name, caller, true, o));
      }
    } finally {
      await fresh?.app.close();
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});
