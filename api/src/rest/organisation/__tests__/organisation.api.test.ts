/** Organisation API: every organisation rule of host-and-admin section 5 (key, field, nl/en message), staff review, refusals; KvK lookup route. */
import { call, json, messages, startHostApp } from '../../venue/testkit/hostApi';

let app: Awaited<ReturnType<typeof startHostApp>>;
let newcomer: string;
let newcomerId: number;
beforeAll(async () => {
  app = await startHostApp();
  [{ account_id: newcomerId }] = await app.db.knex('account').insert({ email: 'newhost@example.nl', first_name: 'Nina', last_name: 'Nieuw', account_state: 'BOOKER' }).returning('account_id');
  newcomer = app.token(newcomerId, 'BOOKER');
});
afterAll(() => app.close());

const valid = () => ({
  organisation_name: 'Gracht Zalen B.V.',
  coc: '12345678',
  place_id: app.placeId,
  vat_number: 'NL123456789B01',
  vat_rate: 21,
  finance_email: 'finance@gracht.nl',
  is_finance_coc_geo: true,
});

// [what, type, change, field, key, English text of the spec when it gives one]
const RULES: Array<[string, 'public' | 'private', Record<string, unknown>, string, string, string?]> = [
  ['name missing (public)', 'public', { organisation_name: '' }, 'organisation_name', 'organisation_name_required'],
  ['name too long', 'public', { organisation_name: 'a'.repeat(101) }, 'organisation_name', 'organisation_name_too_long'],
  ['name with code', 'public', { organisation_name: '<script>alert(1)</script>' }, 'organisation_name', 'code_injection'],
  ['CoC missing', 'public', { coc: '' }, 'coc', 'coc_required'],
  ['CoC not 8 digits', 'public', { coc: '1234567' }, 'coc', 'coc_invalid', 'Please enter valid CoC number'],
  ['address typed, not selected', 'public', { place_id: '' }, 'place_id', 'address_not_selected'],
  ['address unknown', 'public', { place_id: 'nl:seo:99999999' }, 'place_id', 'address_not_found'],
  ['VAT number missing', 'public', { vat_number: '' }, 'vat_number', 'vat_number_required'],
  ['VAT number not 14 characters', 'public', { vat_number: 'NL123' }, 'vat_number', 'vat_number_invalid'],
  ['VAT rate not none/9/21', 'public', { vat_rate: 6 }, 'vat_rate', 'vat_rate_invalid'],
  ['finance e-mail missing', 'public', { finance_email: '' }, 'finance_email', 'finance_email_required'],
  ['finance e-mail malformed', 'public', { finance_email: 'finance@' }, 'finance_email', 'invalid_email'],
  ['finance address not from the dropdown', 'public', { is_finance_coc_geo: false }, 'finance_place_id', 'finance_address_not_selected', 'Please select the address from the dropdown'],
  ['private: personal address missing', 'private', { place_id: '' }, 'place_id', 'address_not_selected'],
  ['private: VAT number missing', 'private', { vat_number: '' }, 'vat_number', 'vat_number_required'],
];

test.each(RULES.map((r) => [r[0], r[1], r[2], r[3], r[4], r[5] ?? '']))('organisation rule: %s', async (_what, type, change, field, key, english) => {
  const res = await call(app, 'POST', `/api/organisation/${type}/`, newcomer, { ...valid(), ...(change as object) });
  expect(res.status).toBe(400);
  expect(await json(res)).toMatchObject({ error_type: 'FIELD_VALIDATION', entity: 'organisation', key, meta: { field } });
  expect(messages.nl[`errors.${key}`]).toBeTruthy();
  expect(messages.en[`errors.${key}`]).toBeTruthy();
  if (english) expect(messages.en[`errors.${key}`]).toBe(english);
});

test('a private organisation needs no name or CoC', async () => {
  const [{ account_id }] = await app.db.knex('account').insert({ email: 'private@example.nl', first_name: 'Piet', last_name: 'Prive', account_state: 'BOOKER' }).returning('account_id');
  const res = await call(app, 'POST', '/api/organisation/private/', app.token(account_id), { ...valid(), organisation_name: undefined, coc: undefined });
  expect(res.status).toBe(201);
  expect(await json(res)).toMatchObject({ organisation_type: 'PRIVATE', coc: null, review_status: 'PENDING' });
});

test('a new organisation waits for staff review, makes the account a host, and is then fixed (409) unless updates are allowed', async () => {
  expect((await call(app, 'GET', '/api/organisation/', newcomer)).status).toBe(404);
  const res = await call(app, 'POST', '/api/organisation/public/', newcomer, valid());
  expect(res.status).toBe(201);
  const org = await json(res);
  expect(org).toMatchObject({ organisation_type: 'PUBLIC', organisation_name: 'Gracht Zalen B.V.', coc: '12345678', review_status: 'PENDING', is_activation_allowed: false });
  expect(org.finance_address).toBe(org.address); // the CoC address
  expect(await app.db.knex('account').where('account_id', newcomerId).first('account_state')).toEqual({ account_state: 'VENDOR' });
  expect(await json(await call(app, 'GET', '/api/organisation/', newcomer))).toMatchObject({ organisation_id: org.organisation_id });

  await app.db.knex('organisation').where('organisation_id', org.organisation_id).update({ is_update_allowed: false });
  const again = await call(app, 'POST', '/api/organisation/public/', newcomer, { ...valid(), organisation_name: 'Ander B.V.' });
  expect(again.status).toBe(409);
  expect(await json(again)).toMatchObject({ error_type: 'CONFLICT', key: 'organisation_already_registered' });
  await app.db.knex('organisation').where('organisation_id', org.organisation_id).update({ is_update_allowed: true });
  const updated = await call(app, 'POST', '/api/organisation/public/', newcomer, { ...valid(), organisation_name: 'Ander B.V.' });
  expect(updated.status).toBe(200);
  expect(await json(updated)).toMatchObject({ organisation_id: org.organisation_id, organisation_name: 'Ander B.V.' });
});

test('a team member does not register an organisation; anonymous is 401', async () => {
  const res = await call(app, 'POST', '/api/organisation/public/', app.member, valid());
  expect(res.status).toBe(403);
  expect((await call(app, 'POST', '/api/organisation/public/', undefined, valid())).status).toBe(401);
  // the team member sees the organisation it works for
  expect(await json(await call(app, 'GET', '/api/organisation/', app.member))).toMatchObject({ organisation_id: app.fx.organisationId });
});

test('KvK lookup: the test register answers a CoC number; malformed is coc_invalid, unknown coc_not_found, anonymous 401', async () => {
  const ok = await call(app, 'GET', '/api/kvk/get_address/12345678/', newcomer);
  expect(ok.status).toBe(200);
  expect(await json(ok)).toEqual({ coc: '12345678', legal_name: 'Zaalplek Test B.V.', address: 'Damrak 1', postal_code: '1012 LG', city: 'Amsterdam', place_id: null });
  const bad = await call(app, 'GET', '/api/kvk/get_address/12ab/', newcomer);
  expect(bad.status).toBe(400);
  expect(await json(bad)).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'coc_invalid', meta: { field: 'coc' } });
  const unknown = await call(app, 'GET', '/api/kvk/get_address/00000001/', newcomer);
  expect(unknown.status).toBe(404);
  expect(await json(unknown)).toMatchObject({ error_type: 'NOT_FOUND', key: 'coc_not_found' });
  expect(messages.en['errors.coc_not_found']).toBeTruthy();
  expect((await call(app, 'GET', '/api/kvk/get_address/12345678/', undefined)).status).toBe(401);
});

test('without Google Places a complete street address is offered at its city and saved with street, number, postcode and city', async () => {
  const find = await app.graphql<{ places_autocomplete: { status: string; predictions: Array<{ place_id: string; description: string }> } }>(
    'query($q: String!) { places_autocomplete(input: $q) { status predictions { place_id description } } }',
    { q: 'Keizersgracht 12, 1015 CS Amsterdam' },
  );
  expect(find.body.data!.places_autocomplete.status).toBe('OK');
  const [prediction] = find.body.data!.places_autocomplete.predictions;
  expect(prediction.description).toBe('Keizersgracht 12, 1015 CS Amsterdam, Nederland');
  // only a city: still the city list; a street without postcode: nothing (the field's hint says what to type)
  expect((await app.graphql<any>('{ places_autocomplete(input: "Keizersgracht 12, Amsterdam") { status } }', {})).body.data.places_autocomplete.status).toBe('ZERO_RESULTS');

  const info = await app.graphql<any>('query($id: String!) { get_place_info(place_id: $id) { status result { city latitude longitude types } } }', { id: prediction.place_id });
  expect(info.body.data.get_place_info).toMatchObject({ status: 'OK', result: { city: 'Amsterdam', types: ['street_address'] } });
  expect(info.body.data.get_place_info.result.latitude).toBeCloseTo(52.37, 1);

  const [{ account_id }] = await app.db.knex('account').insert({ email: 'gracht@example.nl', first_name: 'Gerda', last_name: 'Gracht', account_state: 'BOOKER' }).returning('account_id');
  // a forged address id of an unknown city is refused like any unknown place
  const forged = await call(app, 'POST', '/api/organisation/public/', app.token(account_id), { ...valid(), place_id: prediction.place_id.replace(/nl:(gn|seo):\d+/, 'nl:gn:1') });
  expect(forged.status).toBe(400);
  expect(await json(forged)).toMatchObject({ key: 'address_not_found', meta: { field: 'place_id' } });
  const res = await call(app, 'POST', '/api/organisation/public/', app.token(account_id), { ...valid(), place_id: prediction.place_id });
  expect(res.status).toBe(201);
  expect(await json(res)).toMatchObject({ address: 'Keizersgracht 12, 1015 CS Amsterdam, Nederland', place_id: prediction.place_id });
});
