/** Base class of every model: snake_case columns as in the spec, ids are integers. */
import { Model, type JSONSchema } from 'objection';

export class BaseModel extends Model {
  static useLimitInFirst = true;
}

/** JSON schema helpers. */
export const s = {
  id: { type: 'integer' } as JSONSchema,
  idOrNull: { type: ['integer', 'null'] } as JSONSchema,
  int: (min = 0, max?: number): JSONSchema => ({ type: 'integer', minimum: min, ...(max !== undefined ? { maximum: max } : {}) }),
  cents: { type: 'integer', minimum: 0 } as JSONSchema,
  bool: { type: 'boolean' } as JSONSchema,
  str: (maxLength = 255, minLength = 0): JSONSchema => ({ type: 'string', minLength, maxLength }),
  strOrNull: (maxLength = 255): JSONSchema => ({ type: ['string', 'null'], maxLength }),
  text: { type: ['string', 'null'] } as JSONSchema,
  oneOf: (values: readonly (string | number)[]): JSONSchema => ({ enum: [...values] }),
  number: { type: 'number' } as JSONSchema,
  numberOrNull: { type: ['number', 'null'] } as JSONSchema,
  json: { type: ['object', 'array'] } as JSONSchema,
};
