/**
 * Objection errors from real statements against PostgreSQL map to the spec's error shape, in the REST
 * error middleware and in GraphQL errors alike: model validation -> FIELD_VALIDATION with entity and
 * key, unique and foreign-key violations -> 409 CONFLICT.
 */
import Koa from 'koa';
import { GraphQLError } from 'graphql';
import { TeamMember, VenueTag } from '../db/models';
import { createTestDatabase, type TestDatabase } from '../test/db/createTestDatabase';
import { formatGraphQLError } from '../graphql/errors';
import { errorMiddleware } from '../middleware/errors';
import { toApiError } from './toApiError';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

async function thrown(work: () => PromiseLike<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error('expected the statement to fail');
}

/** What the REST error middleware answers for an error thrown by a route. */
async function restAnswer(err: unknown): Promise<{ status: number; body: unknown }> {
  const ctx = { status: 200, body: undefined as unknown, type: '' } as unknown as Koa.Context;
  await errorMiddleware(() => undefined)(ctx, async () => {
    throw err;
  });
  return { status: ctx.status, body: ctx.body };
}

function graphqlAnswer(err: unknown) {
  const error = new GraphQLError('x', { originalError: err as Error });
  return formatGraphQLError(error, () => undefined).extensions;
}

test('a unique violation is 409 CONFLICT already_exists naming the table, constraint and columns', async () => {
  await VenueTag.query(db.knex).insert({ name_nl: 'Uniek', name_en: 'Unique', importance: 5 });
  const err = await thrown(() => VenueTag.query(db.knex).insert({ name_nl: 'Uniek', name_en: 'Other', importance: 5 }));
  const expected = {
    error_type: 'CONFLICT', entity: 'venue_tag', key: 'already_exists', status_code: 409,
    meta: { constraint: 'venue_tag_name_nl_unique', columns: ['name_nl'] },
  };
  expect(toApiError(err).toShape()).toEqual(expected);
  expect(await restAnswer(err)).toEqual({ status: 409, body: expected });
  expect(graphqlAnswer(err)).toEqual({ response: { body: expected }, status_code: 409 });
});

test('a foreign-key violation is 409 CONFLICT reference_conflict naming the table and constraint', async () => {
  const err = await thrown(() => TeamMember.query(db.knex).insert({ organisation_id: 987654, email: 'lid@example.nl', team_role: 'CLEANER' }));
  const expected = {
    error_type: 'CONFLICT', entity: 'team_member', key: 'reference_conflict', status_code: 409,
    meta: { constraint: 'team_member_organisation_id_foreign' },
  };
  expect(toApiError(err).toShape()).toEqual(expected);
  expect(await restAnswer(err)).toEqual({ status: 409, body: expected });
  expect(graphqlAnswer(err)).toEqual({ response: { body: expected }, status_code: 409 });
});

test('a jsonSchema refusal is FIELD_VALIDATION 400 with the entity, the field and its key; nothing is written', async () => {
  const err = await thrown(() => VenueTag.query(db.knex).insert({ name_nl: 'Te belangrijk', name_en: 'Too important', importance: 11 }));
  const expected = {
    error_type: 'FIELD_VALIDATION', entity: 'venue_tag', key: 'maximum', status_code: 400,
    meta: { field: 'importance', fields: { importance: 'maximum' } },
  };
  expect(toApiError(err).toShape()).toEqual(expected);
  expect(await restAnswer(err)).toEqual({ status: 400, body: expected });
  expect(graphqlAnswer(err)).toEqual({ response: { body: expected }, status_code: 400 });
  expect(await VenueTag.query(db.knex).where('name_nl', 'Te belangrijk').resultSize()).toBe(0);
});

test('an enum refusal names the key enum (team roles come from the domain vocabulary)', async () => {
  const err = await thrown(() => TeamMember.query(db.knex).insert({ organisation_id: 1, email: 'lid@example.nl', team_role: 'BOSS' as never }));
  expect(toApiError(err).toShape()).toMatchObject({ error_type: 'FIELD_VALIDATION', entity: 'team_member', key: 'enum', meta: { field: 'team_role' } });
});

test('a relation outside allowGraph is a form-level VALIDATION, not a server error', async () => {
  const err = await thrown(() =>
    VenueTag.query(db.knex).insertGraph({ name_nl: 'Graaf', name_en: 'Graph', importance: 5, venues: [] } as never, { allowRefs: false }).allowGraph('[]'),
  );
  expect(toApiError(err).toShape()).toMatchObject({ error_type: 'VALIDATION', entity: 'venue_tag', key: 'invalid_graph', status_code: 400 });
});
