/**
 * Team and bank info over HTTP (docs/CONTRACTS.md "Team", "Bank info and payouts"): invitation by
 * e-mail with a single-use accept link, the spec's refusals, team members refused payout IBAN
 * changes and space deletion; IBAN mod-97 and the holder matching the organisation name.
 */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Gql = { body: { data?: any; errors?: Array<{ extensions?: Record<string, any> }> } };
const errKey = (r: Gql) => r.body.errors?.[0]?.extensions?.response?.body?.key;
const errBody = (r: Gql) => r.body.errors?.[0]?.extensions?.response?.body;
const as = (accountId: number) => ({ token: app.token(accountId, 'VENDOR'), endpoint: 'authenticated' as const });

const INVITE = `mutation($e: [String!]!, $r: TeamRole) { send_teammate_invitations(emails: $e, team_role: $r) { email team_role invitation_status } }`;
const ACCEPT = `mutation($t: String!) { accept_team_invitation(token: $t) { email invitation_status account_id team_role } }`;
const MEMBERS = `query { all_team_members { email invitation_status team_role } }`;

async function account(email: string, state: 'BOOKER' | 'VENDOR' = 'BOOKER'): Promise<number> {
  const [{ account_id }] = await app.db.knex('account').insert({ email, first_name: 'Nieuw', last_name: 'Lid', account_state: state }).returning('account_id');
  return account_id;
}
async function tokenFromMail(email: string): Promise<string> {
  const mail = await app.db.knex('outbox_message').where({ recipient: email, template: 'team.invitation' }).orderBy('outbox_message_id', 'desc').first('body_text');
  const m = /team-invitation\/([A-Za-z0-9_-]+)/.exec(mail.body_text);
  return m![1]!;
}

describe('team', () => {
  it('invites by e-mail; the accept link works once and makes the invitee a team member', async () => {
    const newcomer = await account('nieuw@example.nl');
    const r = await app.graphql<any>(INVITE, { e: ['Nieuw@example.nl'], r: 'FINANCE' }, as(app.fx.vendorId));
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.send_teammate_invitations).toEqual([{ email: 'nieuw@example.nl', team_role: 'FINANCE', invitation_status: 'INVITED' }]);
    const token = await tokenFromMail('nieuw@example.nl');

    const info = await app.graphql<any>(`query($t: String!) { team_invitation(token: $t) { email organisation_name team_role } }`, { t: token });
    expect(info.body.data.team_invitation).toMatchObject({ email: 'nieuw@example.nl', organisation_name: 'Test BV', team_role: 'FINANCE' });

    const wrong = await app.graphql<any>(ACCEPT, { t: token }, as(app.fx.bookerId));
    expect(errKey(wrong)).toBe('team_invitation_wrong_account');
    const ok = await app.graphql<any>(ACCEPT, { t: token }, { token: app.token(newcomer, 'BOOKER'), endpoint: 'authenticated' });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.accept_team_invitation).toMatchObject({ invitation_status: 'ACCEPTED', account_id: newcomer });
    expect((await app.db.knex('account').where('account_id', newcomer).first('account_state')).account_state).toBe('VENDOR');
    const again = await app.graphql<any>(ACCEPT, { t: token }, as(newcomer));
    expect(errKey(again)).toBe('team_invitation_invalid');

    const members = await app.graphql<any>(MEMBERS, {}, as(app.fx.vendorId));
    expect(members.body.data.all_team_members).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'nieuw@example.nl', invitation_status: 'ACCEPTED' })]));
  });

  it('refuses a vendor of another organisation, an e-mail already invited and one already in the organisation', async () => {
    await app.db.knex('account').where('account_id', app.fx.otherBookerId).update({ account_state: 'VENDOR' }); // owns another organisation
    const other = await app.graphql<any>(INVITE, { e: ['other@example.nl'] }, as(app.fx.vendorId));
    expect(errBody(other)).toMatchObject({ error_type: 'CONFLICT', key: 'team_vendor_of_other_organisation', meta: { email: 'other@example.nl' } });

    expect((await app.graphql<any>(INVITE, { e: ['twice@example.nl'] }, as(app.fx.vendorId))).body.errors).toBeUndefined();
    const twice = await app.graphql<any>(INVITE, { e: ['twice@example.nl'] }, as(app.fx.vendorId));
    expect(errBody(twice)).toMatchObject({ error_type: 'CONFLICT', key: 'team_already_invited' });

    const member = await app.graphql<any>(INVITE, { e: ['member@example.nl'] }, as(app.fx.vendorId));
    expect(errKey(member)).toBe('team_already_member');

    // all or nothing: a refused address keeps the valid one from being invited
    const mixed = await app.graphql<any>(INVITE, { e: ['fresh@example.nl', 'member@example.nl'] }, as(app.fx.vendorId));
    expect(errKey(mixed)).toBe('team_already_member');
    expect(await app.db.knex('team_member').where('email', 'fresh@example.nl').first()).toBeUndefined();

    const bad = await app.graphql<any>(INVITE, { e: ['not-an-email'] }, as(app.fx.vendorId));
    expect(errBody(bad)).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'invalid_email', meta: { field: 'emails', email: 'not-an-email' } });
  });

  it('a team member is refused payout IBAN changes, team management and space deletion', async () => {
    const iban = await app.graphql<any>(`mutation { specific_organisation_bank_info(bank_ascription: "Test BV", iban: "NL91ABNA0417164300") { iban } }`, {}, as(app.fx.memberId));
    expect(errKey(iban)).toBe('forbidden');
    const invite = await app.graphql<any>(INVITE, { e: ['x@example.nl'] }, as(app.fx.memberId));
    expect(errKey(invite)).toBe('forbidden');
    const del = await app.request(`/api/space/${app.fx.spaceA2.id}/`, { method: 'DELETE', token: app.token(app.fx.memberId, 'VENDOR') });
    expect(del.status).toBe(403);
    expect(await app.db.knex('space').where('space_id', app.fx.spaceA2.id).first('space_id')).toBeDefined();
    // reading the team is allowed for every team member
    expect((await app.graphql<any>(MEMBERS, {}, as(app.fx.memberId))).body.errors).toBeUndefined();
  });

  it('changes roles and removes members; the owner cannot be removed', async () => {
    const role = await app.graphql<any>(`mutation { update_team_member_role(email: "member@example.nl", team_role: SUPPORT) { team_role } }`, {}, as(app.fx.vendorId));
    expect(role.body.data.update_team_member_role.team_role).toBe('SUPPORT');
    const owner = await app.graphql<any>(`mutation { delete_team_member(email: "vendor@example.nl") }`, {}, as(app.fx.vendorId));
    expect(errKey(owner)).toBe('team_owner_not_removable');
    const del = await app.graphql<any>(`mutation { delete_team_member(email: "twice@example.nl") }`, {}, as(app.fx.vendorId));
    expect(del.body.data.delete_team_member).toBe(true);
    expect(await app.db.knex('team_member').where('email', 'twice@example.nl').first()).toBeUndefined();
  });
});

describe('bank info', () => {
  const SAVE = `mutation($a: String!, $i: String!) { specific_organisation_bank_info(bank_ascription: $a, iban: $i) { iban bank_ascription is_active bank_name } }`;

  it('checks the IBAN with mod-97 and the holder against the organisation name', async () => {
    const badIban = await app.graphql<any>(SAVE, { a: 'Test BV', i: 'NL91ABNA0417164301' }, as(app.fx.vendorId));
    expect(errBody(badIban)).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'invalid_iban', meta: { field: 'iban' } });
    const mismatch = await app.graphql<any>(SAVE, { a: 'Iemand Anders', i: 'NL91ABNA0417164300' }, as(app.fx.vendorId));
    expect(errBody(mismatch)).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'bank_ascription_mismatch', meta: { field: 'bank_ascription' } });
    const required = await app.graphql<any>(SAVE, { a: ' ', i: 'NL91ABNA0417164300' }, as(app.fx.vendorId));
    expect(errKey(required)).toBe('required');

    const ok = await app.graphql<any>(SAVE, { a: 'test b.v.', i: 'nl91 abna 0417 1643 00' }, as(app.fx.vendorId));
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.specific_organisation_bank_info).toMatchObject({ iban: 'NL91ABNA0417164300', is_active: true });
    const second = await app.graphql<any>(SAVE, { a: 'Test BV', i: 'NL39RABO0300065264' }, as(app.fx.vendorId));
    expect(second.body.errors).toBeUndefined();
    const active = await app.db.knex('organisation_bank_info').where({ organisation_id: app.fx.organisationId, is_active: true }).select('iban');
    expect(active).toEqual([{ iban: 'NL39RABO0300065264' }]); // one active IBAN

    const details = await app.graphql<any>(`query { fetch_iban_details(iban: "NL91ABNA0417164300") { is_valid country_code bank_code } }`, {}, as(app.fx.vendorId));
    expect(details.body.data.fetch_iban_details).toMatchObject({ is_valid: true, country_code: 'NL', bank_code: 'ABNA' });
  });
});
