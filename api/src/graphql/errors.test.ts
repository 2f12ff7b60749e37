import { GraphQLError } from 'graphql';
import { ApiError } from '../errors/ApiError';
import { formatGraphQLError } from './errors';

/** what pg throws for a NUL in a text parameter, with knex's statement prefix */
const driverError = () =>
  Object.assign(new Error('select "c".* from "collection" as "c" where "c"."slug" = $1 - invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });

describe('formatGraphQLError', () => {
  test('a driver error keeps its mapped type and key, but its text is only logged', () => {
    const logged: unknown[] = [];
    const original = driverError();
    const out = formatGraphQLError(new GraphQLError(original.message, { originalError: original, path: ['get_collection'] }), (e) => logged.push(e));
    expect(out.message).toBe('The request could not be processed');
    expect(out.extensions).toEqual({ status_code: 400, response: { body: { error_type: 'VALIDATION', entity: null, key: 'invalid_value', meta: null, status_code: 400 } } });
    expect(JSON.stringify(out.toJSON())).not.toMatch(/select|"collection"|0x00|UTF8/);
    expect(logged).toEqual([original]);
  });

  test('an unknown error is a generic 500; an ApiError and a validation error keep their messages', () => {
    const logged: unknown[] = [];
    const internal = formatGraphQLError(new GraphQLError('ECONNREFUSED 10.0.0.5:5432', { originalError: new Error('ECONNREFUSED 10.0.0.5:5432') }), (e) => logged.push(e));
    expect(internal.message).toBe('Internal server error');
    expect(internal.extensions).toMatchObject({ status_code: 500, response: { body: { error_type: 'INTERNAL' } } });
    expect(logged).toHaveLength(1);
    const api = formatGraphQLError(new GraphQLError('x', { originalError: new ApiError('NOT_FOUND', { entity: 'collection', key: 'not_found', message: 'not_found' }) }));
    expect(api.message).toBe('not_found');
    expect(formatGraphQLError(new GraphQLError('Cannot query field "x" on type "Query".')).message).toBe('Cannot query field "x" on type "Query".');
  });
});
