/** Admin Vendors and Spaces tabs over HTTP against the real database: lists, review with reasons and mails, ban, permissions, activation, SEO. */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const auth = { endpoint: 'authenticated' as const };
const admin = () => t.token(t.fx.adminId, 'BOOKER', true);
async function asAdmin<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await t.graphql<T>(query, variables, { ...auth, token: admin() });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!;
}
const errorOf = (body: { errors?: Array<{ extensions?: Record<string, any> }> }) => body.errors?.[0]?.extensions?.response?.body;

const VENDORS = `query($search: String, $status: AdminVendorStatus, $page: Int, $size: Int) {
  get_vendors(search: $search, status: $status, page: $page, size: $size) {
    total page size total_pages
    result { account_id email organisation_id organisation_name review_status review_reason is_banned ban_cause ban_reason rating spaces_count permissions is_activation_allowed }
  }
}`;
type Vendor = { account_id: number; email: string; organisation_id: number | null; organisation_name: string | null; review_status: string | null; review_reason: string | null; is_banned: boolean; ban_cause: string | null; ban_reason: string | null; rating: number | null; spaces_count: number; permissions: string[]; is_activation_allowed: boolean };
type VendorPage = { get_vendors: { total: number; result: Vendor[] } };

async function newHost(email: string, orgName: string) {
  const [{ account_id }] = await t.db.knex('account').insert({ email, first_name: 'Nieuw', account_state: 'VENDOR', locale: 'en' }).returning('account_id');
  const [{ organisation_id }] = await t.db.knex('organisation').insert({ account_id, organisation_type: 'PUBLIC', organisation_name: orgName, review_status: 'PENDING', is_activation_allowed: false }).returning('organisation_id');
  return { accountId: account_id as number, organisationId: organisation_id as number };
}
const mailsTo = (email: string) => t.db.knex('outbox_message').where({ recipient: email, channel: 'EMAIL' }).orderBy('outbox_message_id').select('template', 'subject', 'body_text');

describe('vendors', () => {
  test('lists host accounts with organisation, rating and number of spaces; the review queue first; search and status filter', async () => {
    const fresh = await newHost('review.me@example.nl', 'Wacht BV');
    const all = (await asAdmin<VendorPage>(VENDORS, { size: 100 })).get_vendors;
    expect(all.result[0]).toMatchObject({ account_id: fresh.accountId, review_status: 'PENDING', spaces_count: 0 });
    const vendor = all.result.find((v) => v.account_id === t.fx.vendorId)!;
    const spaces = Number((await t.db.knex('space').join('venue', 'venue.venue_id', 'space.venue_id').where('venue.organisation_id', t.fx.organisationId).whereNull('space.ts_deleted').count('* as n'))[0].n);
    expect(vendor).toMatchObject({ organisation_id: t.fx.organisationId, organisation_name: 'Test BV', spaces_count: spaces, is_banned: false });
    expect(spaces).toBeGreaterThan(1);
    expect(all.result.every((v) => v.account_id !== t.fx.bookerId)).toBe(true);

    const queue = (await asAdmin<VendorPage>(VENDORS, { status: 'PENDING' })).get_vendors;
    expect(queue.result.map((v) => v.account_id)).toContain(fresh.accountId);
    expect(queue.result.every((v) => v.review_status === 'PENDING')).toBe(true);
    expect((await asAdmin<VendorPage>(VENDORS, { search: 'wacht' })).get_vendors.result.map((v) => v.account_id)).toEqual([fresh.accountId]);
  });

  test('approve and reject with a reason: the organisation changes and the owner is mailed in its language', async () => {
    const a = await newHost('approve.me@example.nl', 'Goed BV');
    const rejectWithout = await t.graphql(`mutation { reject_organisation(organisation_id: ${a.organisationId}, reason: "  ") { review_status } }`, {}, { ...auth, token: admin() });
    expect(errorOf(rejectWithout.body)).toMatchObject({ error_type: 'FIELD_VALIDATION', entity: 'organisation', key: 'reason_empty' });
    expect(await mailsTo('approve.me@example.nl')).toEqual([]);

    const rejected = await asAdmin<{ reject_organisation: { review_status: string; is_activation_allowed: boolean } }>(
      `mutation { reject_organisation(organisation_id: ${a.organisationId}, reason: "KvK-nummer klopt niet") { review_status is_activation_allowed } }`,
    );
    expect(rejected.reject_organisation).toEqual({ review_status: 'REJECTED', is_activation_allowed: false });
    const [v] = (await asAdmin<VendorPage>(VENDORS, { search: 'approve.me' })).get_vendors.result;
    expect(v).toMatchObject({ review_status: 'REJECTED', review_reason: 'KvK-nummer klopt niet' });
    let mails = await mailsTo('approve.me@example.nl');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'admin.organisation_rejected', subject: 'Goed BV was not approved' });
    expect(mails[0].body_text).toContain('Reason: KvK-nummer klopt niet');

    const approved = await asAdmin<{ approve_organisation: { review_status: string; is_activation_allowed: boolean } }>(
      `mutation { approve_organisation(organisation_id: ${a.organisationId}) { review_status is_activation_allowed } }`,
    );
    expect(approved.approve_organisation).toEqual({ review_status: 'APPROVED', is_activation_allowed: true });
    mails = await mailsTo('approve.me@example.nl');
    expect(mails.map((m) => m.template)).toEqual(['admin.organisation_rejected', 'admin.organisation_approved']);
  });

  test('ban with a reason hides the host; unban lifts it; a rating ban shows its cause', async () => {
    const h = await newHost('ban.me@example.nl', 'Ban BV');
    const noReason = await t.graphql(`mutation { ban_organisation(organisation_id: ${h.organisationId}) { is_banned } }`, {}, { ...auth, token: admin() });
    expect(errorOf(noReason.body)).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'reason_empty' });
    const banned = await asAdmin<{ ban_organisation: Vendor }>(`mutation { ban_organisation(organisation_id: ${h.organisationId}, reason: "Fraude") { is_banned ban_cause ban_reason } }`);
    expect(banned.ban_organisation).toEqual({ is_banned: true, ban_cause: 'STAFF', ban_reason: 'Fraude' });
    expect((await asAdmin<VendorPage>(VENDORS, { status: 'BANNED' })).get_vendors.result.map((v) => v.account_id)).toContain(h.accountId);
    const again = await t.graphql(`mutation { ban_organisation(organisation_id: ${h.organisationId}, reason: "Nog eens") { is_banned } }`, {}, { ...auth, token: admin() });
    expect(errorOf(again.body)).toMatchObject({ key: 'already_banned' });

    const lifted = await asAdmin<{ unban_organisation: Vendor }>(`mutation { unban_organisation(organisation_id: ${h.organisationId}) { is_banned ban_cause ban_reason } }`);
    expect(lifted.unban_organisation).toEqual({ is_banned: false, ban_cause: null, ban_reason: null });
    expect((await mailsTo('ban.me@example.nl')).map((m) => m.template)).toEqual(['admin.organisation_banned', 'admin.organisation_unbanned']);

    await t.db.knex('organisation').where('organisation_id', h.organisationId).update({ is_banned: true, ban_cause: 'RATING', organisation_rating: 0 });
    const [rated] = (await asAdmin<VendorPage>(VENDORS, { search: 'ban.me' })).get_vendors.result;
    expect(rated).toMatchObject({ is_banned: true, ban_cause: 'RATING', rating: 0 });
  });

  test('per-account permissions and the may-activate flag are saved together; unknown accounts are not found', async () => {
    const h = await newHost('perm.me@example.nl', 'Perm BV');
    const r = await asAdmin<{ update_vendor_permissions: Vendor }>(
      `mutation { update_vendor_permissions(account_id: ${h.accountId}, permissions: [ALLOWED_TO_ACTIVATE_SPACES_WITHOUT_SYNC, ALLOWED_TO_SET_SPACE_BOOKING_TYPES], is_activation_allowed: true) { permissions is_activation_allowed } }`,
    );
    expect(r.update_vendor_permissions).toEqual({ permissions: ['ALLOWED_TO_ACTIVATE_SPACES_WITHOUT_SYNC', 'ALLOWED_TO_SET_SPACE_BOOKING_TYPES'], is_activation_allowed: true });
    expect((await t.db.knex('account').where('account_id', h.accountId).first('permissions')).permissions).toEqual(['ALLOWED_TO_ACTIVATE_SPACES_WITHOUT_SYNC', 'ALLOWED_TO_SET_SPACE_BOOKING_TYPES']);
    const cleared = await asAdmin<{ update_vendor_permissions: Vendor }>(`mutation { update_vendor_permissions(account_id: ${h.accountId}, permissions: []) { permissions is_activation_allowed } }`);
    expect(cleared.update_vendor_permissions).toEqual({ permissions: [], is_activation_allowed: true });
    const missing = await t.graphql(`mutation { update_vendor_permissions(account_id: 999999, permissions: []) { permissions } }`, {}, { ...auth, token: admin() });
    expect(errorOf(missing.body)).toMatchObject({ error_type: 'NOT_FOUND', entity: 'account' });
  });

  test('support reads vendors but may not ban or change permissions; a host may not read them', async () => {
    const [{ account_id: supportId }] = await t.db.knex('account').insert({ email: 'support.staff@example.nl', account_state: 'BOOKER', staff_role: 'SUPPORT' }).returning('account_id');
    const support = t.token(supportId);
    expect((await t.graphql(VENDORS, {}, { ...auth, token: support })).body.errors).toBeUndefined();
    const ban = await t.graphql(`mutation { ban_organisation(organisation_id: ${t.fx.organisationId}, reason: "x") { is_banned } }`, {}, { ...auth, token: support });
    expect(errorOf(ban.body)).toMatchObject({ error_type: 'FORBIDDEN' });
    const perms = await t.graphql(`mutation { update_vendor_permissions(account_id: ${t.fx.vendorId}, permissions: []) { permissions } }`, {}, { ...auth, token: support });
    expect(errorOf(perms.body)).toMatchObject({ error_type: 'FORBIDDEN' });
    expect(errorOf((await t.graphql(VENDORS, {}, { ...auth, token: t.token(t.fx.vendorId, 'VENDOR') })).body)).toMatchObject({ error_type: 'FORBIDDEN' });
  });
});

const SPACES = `query($search: String, $review_status: String, $is_active: Boolean, $city_id: Int, $organisation_id: Int, $booking_type: SpaceBookingType, $page: Int, $size: Int) {
  get_all_spaces(search: $search, review_status: $review_status, is_active: $is_active, city_id: $city_id, organisation_id: $organisation_id, booking_type: $booking_type, page: $page, size: $size) {
    total result { space_id space_name space_url venue_name city_name organisation_name host_email space_booking_type is_active review_status review_reason seo_h1 seo_faq { question_nl } }
  }
}`;
type Space = { space_id: number; space_name: string; space_url: string; city_name: string | null; space_booking_type: string; is_active: boolean; review_status: string; review_reason: string | null; seo_h1: string | null };
type SpacePage = { get_all_spaces: { total: number; result: Space[] } };

describe('spaces', () => {
  test('every space with its venue, city and host; filters by state, review, city, host and booking type', async () => {
    const all = (await asAdmin<SpacePage>(SPACES, { size: 100 })).get_all_spaces;
    const inDb = Number((await t.db.knex('space').whereNull('ts_deleted').count('* as n'))[0].n);
    expect(all.total).toBe(inDb);
    const a1 = all.result.find((s) => s.space_id === t.fx.spaceA1.id)!;
    expect(a1).toMatchObject({ space_name: 'Grote Zaal', city_name: 'Amsterdam', organisation_name: 'Test BV', host_email: 'vendor@example.nl', is_active: true });
    expect(a1.space_url).toMatch(/^\/space\/aaaa1111\/grote-zaal\//);

    const manual = (await asAdmin<SpacePage>(SPACES, { booking_type: 'MANUAL', size: 100 })).get_all_spaces.result;
    expect(manual.map((s) => s.space_id)).toContain(t.fx.spaceA2.id);
    expect(manual.every((s) => s.space_booking_type === 'MANUAL')).toBe(true);
    const amsterdam = await t.db.knex('seo_location').where({ entity_type: 'CITY', slug: 'amsterdam' }).first('location_id');
    const inAmsterdam = (await asAdmin<SpacePage>(SPACES, { city_id: amsterdam.location_id, size: 100 })).get_all_spaces.result;
    expect(inAmsterdam.length).toBeGreaterThan(0);
    expect(inAmsterdam.every((s) => s.city_name === 'Amsterdam')).toBe(true);
    expect((await asAdmin<SpacePage>(SPACES, { search: 'boardroom' })).get_all_spaces.result.map((s) => s.space_id)).toEqual([t.fx.spaceB1.id]);
    const inactive = (await asAdmin<SpacePage>(SPACES, { is_active: false, size: 100 })).get_all_spaces.result;
    expect(inactive.every((s) => !s.is_active)).toBe(true);

    const active = await asAdmin<{ get_all_active_spaces: { result: Space[] } }>(`{ get_all_active_spaces(size: 100) { result { space_id is_active } } }`);
    expect(active.get_all_active_spaces.result.every((s) => s.is_active)).toBe(true);
    expect(active.get_all_active_spaces.result.map((s) => s.space_id)).toContain(t.fx.spaceA1.id);
  });

  test('reject with a reason (host mailed), approve, activate only after approval, deactivate', async () => {
    const id = t.fx.spaceB1.id;
    await t.db.knex('space').where('space_id', id).update({ review_status: 'PENDING', is_active: false });
    expect((await asAdmin<SpacePage>(SPACES, { review_status: 'PENDING' })).get_all_spaces.result[0].space_id).toBe(id);
    const early = await t.graphql(`mutation { set_space_active(space_id: ${id}, is_active: true) { is_active } }`, {}, { ...auth, token: admin() });
    expect(errorOf(early.body)).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'space_not_approved' });

    const before = (await mailsTo('vendor@example.nl')).length;
    await asAdmin(`mutation { reject_space(space_id: ${id}, reason: "Foto's te donker") { space_id } }`);
    const [rejected] = (await asAdmin<SpacePage>(SPACES, { search: 'boardroom' })).get_all_spaces.result;
    expect(rejected).toMatchObject({ review_status: 'REJECTED', review_reason: "Foto's te donker", is_active: false });
    const mails = await mailsTo('vendor@example.nl');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({ template: 'admin.space_rejected', subject: 'Boardroom is niet goedgekeurd' });

    await asAdmin(`mutation { approve_space(space_id: ${id}) { space_id } }`);
    const on = await asAdmin<{ set_space_active: Space }>(`mutation { set_space_active(space_id: ${id}, is_active: true) { is_active review_status } }`);
    expect(on.set_space_active).toEqual({ is_active: true, review_status: 'APPROVED' });
    const off = await asAdmin<{ set_space_active: Space }>(`mutation { set_space_active(space_id: ${id}, is_active: false) { is_active } }`);
    expect(off.set_space_active.is_active).toBe(false);
    await t.db.knex('space').where('space_id', id).update({ is_active: true });
  });

  test('update_space_seo saves h1, meta texts and FAQ; an incomplete FAQ entry is refused and nothing changes; a content editor may, support may not', async () => {
    const id = t.fx.spaceA1.id;
    const faq = [{ question_nl: 'Is er parkeren?', answer_nl: 'Ja, om de hoek.', question_en: 'Is there parking?', answer_en: 'Yes, around the corner.' }];
    const saved = await asAdmin<{ update_space_seo: { seo_h1: string; meta_title: string; seo_faq: unknown[] } }>(
      `mutation($input: SpaceSeoInput!) { update_space_seo(space_id: ${id}, input: $input) { seo_h1 meta_title seo_faq { question_nl answer_en } } }`,
      { input: { seo_h1: ' Grote Zaal in Amsterdam ', meta_title: 'Grote Zaal huren', meta_description: 'Vergaderen in Amsterdam', seo_faq: faq } },
    );
    expect(saved.update_space_seo).toEqual({ seo_h1: 'Grote Zaal in Amsterdam', meta_title: 'Grote Zaal huren', seo_faq: [{ question_nl: 'Is er parkeren?', answer_en: 'Yes, around the corner.' }] });
    const bad = await t.graphql(`mutation($input: SpaceSeoInput!) { update_space_seo(space_id: ${id}, input: $input) { seo_h1 } }`,
      { input: { seo_h1: 'Anders', seo_faq: [{ ...faq[0], answer_en: ' ' }] } }, { ...auth, token: admin() });
    expect(errorOf(bad.body)).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'faq_incomplete' });
    expect((await t.db.knex('space').where('space_id', id).first('seo_h1')).seo_h1).toBe('Grote Zaal in Amsterdam');

    const [{ account_id: editorId }] = await t.db.knex('account').insert({ email: 'editor.staff@example.nl', account_state: 'BOOKER', staff_role: 'CONTENT_EDITOR' }).returning('account_id');
    const [{ account_id: supportId }] = await t.db.knex('account').insert({ email: 'support2.staff@example.nl', account_state: 'BOOKER', staff_role: 'SUPPORT' }).returning('account_id');
    const doc = `mutation { update_space_seo(space_id: ${id}, input: { seo_h1: "Door de redactie" }) { seo_h1 } }`;
    expect((await t.graphql(doc, {}, { ...auth, token: t.token(editorId) })).body.errors).toBeUndefined();
    expect(errorOf((await t.graphql(doc, {}, { ...auth, token: t.token(supportId) })).body)).toMatchObject({ error_type: 'FORBIDDEN' });
    expect(errorOf((await t.graphql(`mutation { set_space_active(space_id: ${id}, is_active: false) { is_active } }`, {}, { ...auth, token: t.token(editorId) })).body)).toMatchObject({ error_type: 'FORBIDDEN' });
  });
});
