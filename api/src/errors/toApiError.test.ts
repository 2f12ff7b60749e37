import { Model, NotFoundError, ValidationError } from 'objection';
import { toApiError } from './toApiError';

class Space extends Model {
  static tableName = 'space';
}

describe('toApiError', () => {
  test('objection ValidationError -> FIELD_VALIDATION 400 with the fields', () => {
    const err = new ValidationError({
      type: 'ModelValidation',
      data: { space_name: [{ message: 'is required', keyword: 'required', params: {} }] },
      modelClass: Space,
    });
    expect(toApiError(err).toShape()).toEqual({
      error_type: 'FIELD_VALIDATION', entity: 'space', key: 'required',
      meta: { field: 'space_name', fields: { space_name: 'required' } }, status_code: 400,
    });
  });

  test('objection NotFoundError -> NOT_FOUND 404', () => {
    expect(toApiError(new NotFoundError({ modelClass: Space })).toShape()).toMatchObject({ error_type: 'NOT_FOUND', entity: 'space', status_code: 404 });
  });

  test.each([
    ['23505', 'CONFLICT', 'already_exists', 409],
    ['23503', 'CONFLICT', 'reference_conflict', 409],
    ['23P01', 'CONFLICT', 'timeslot_not_available', 409],
    ['23514', 'VALIDATION', 'check_violation', 400],
    ['22P02', 'VALIDATION', 'invalid_value', 400],
  ])('PostgreSQL %s -> %s %s', (code, type, key, status) => {
    const native = Object.assign(new Error('duplicate key value ...secret detail'), { code, table: 'booking', constraint: 'c' });
    for (const err of [native, Object.assign(new Error('wrapped'), { nativeError: native })]) {
      expect(toApiError(err).toShape()).toMatchObject({ error_type: type, key, status_code: status, entity: 'booking' });
    }
  });

  test('anything else -> INTERNAL 500 without internals', () => {
    const shape = toApiError(new Error('connection string postgres://user:pw@host')).toShape();
    expect(shape).toEqual({ error_type: 'INTERNAL', entity: null, key: 'internal_error', meta: null, status_code: 500 });
    expect(toApiError(Object.assign(new Error('x'), { code: '42P01' })).toShape().status_code).toBe(500);
  });
});
