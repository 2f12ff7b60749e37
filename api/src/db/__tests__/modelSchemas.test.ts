/**
 * The models' jsonSchema against the real tables: every enum is the CHECK constraint's list (the
 * vocabulary in domain/ is the one source), and every seeded row of the booking, payment, calendar and
 * organisation tables validates (a row the services wrote must never fail validation on its next patch).
 */
import type { JSONSchema, ModelClass } from 'objection';
import {
  Account, ActAsSession, Organisation, Space,
  Booking, BookingChangeRequest, BookingHistory, BookingPayer, CalendarLink, Collection, Coupon, FavoriteSpace, FinanceDocument, Order,
  OrderItem, OrganisationBankInfo, Payment, PaymentLink, Payout, Refund, SpaceAvailability, ContentItem, ContentItemText, ContentVersion, SocialMediaLink, SeoLocation, SeoTag, type BaseModel,
} from '../models';
import { createTestDatabase, type TestDatabase } from '../../test/db/createTestDatabase';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
});
afterAll(() => db.destroy());

/** Model, column, and values the table still accepts for old rows but nothing writes any more. */
const ENUMS: Array<[ModelClass<BaseModel>, string, string[]]> = [
  [Booking, 'booking_status', ['OPTIONAL']],
  [Booking, 'booking_type', []],
  [Booking, 'payment_method', []],
  [Booking, 'waiting_reason', []],
  [Order, 'order_status', []],
  [Order, 'order_state', []],
  [Order, 'payment_method', []],
  [Order, 'order_kind', []],
  [OrderItem, 'item_type', []],
  [BookingChangeRequest, 'status', []],
  [BookingChangeRequest, 'requested_by', []],
  [Payout, 'payout_status', []],
  [FinanceDocument, 'invoice_type', []],
  [FinanceDocument, 'status', []],
  [Payment, 'provider', []],
  [Payment, 'status', []],
  [Refund, 'status', []],
  [CalendarLink, 'provider_name', []],
  [CalendarLink, 'sync_status', []],
  [SpaceAvailability, 'source', []],
  [ContentItem, 'content_type', []],
  [ContentItem, 'status', []],
  [ContentItemText, 'content_type', []],
  [SocialMediaLink, 'network', []],
  [Account, 'block_cause', []],
  [Organisation, 'ban_cause', []],
  [Organisation, 'review_status', []],
  [Space, 'review_status', []],
  [ActAsSession, 'target_kind', []],
];

function modelEnum(model: ModelClass<BaseModel>, column: string): string[] {
  const prop = (model.jsonSchema.properties as Record<string, JSONSchema>)[column];
  return ((prop?.enum ?? []) as unknown[]).filter((v): v is string => typeof v === 'string').sort();
}

describe('model enums are the tables\' CHECK lists', () => {
  it.each(ENUMS.map(([m, c, old]) => [`${m.tableName}.${c}`, m, c, old] as const))('%s', async (_name, model, column, old) => {
    const { rows } = await db.knex.raw(
      `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
       WHERE c.conrelid = ?::regclass AND c.contype = 'c' AND pg_get_constraintdef(c.oid) ~ ('\\m' || ? || '\\M')`,
      [model.tableName, column],
    );
    expect(rows).toHaveLength(1);
    const checked = [...(rows[0].def as string).matchAll(/'([^']+)'::text/g)].map((m) => m[1]!).filter((v) => !old.includes(v)).sort();
    expect(modelEnum(model, column)).toEqual(checked);
  });
});

describe('seeded rows validate against the models', () => {
  const MODELS: Array<ModelClass<BaseModel>> = [
    Booking, BookingHistory, BookingChangeRequest, Order, OrderItem, Coupon, Payout, FinanceDocument, BookingPayer, PaymentLink, Payment, Refund,
    FavoriteSpace, SpaceAvailability, CalendarLink, OrganisationBankInfo, Collection, ContentItem, ContentItemText, ContentVersion, SocialMediaLink, SeoLocation, SeoTag,
  ];
  it.each(MODELS.map((m) => [m.tableName, m] as const))('%s', async (_name, model) => {
    const rows = await model.query(db.knex);
    const failures: string[] = [];
    for (const row of rows) {
      try {
        model.fromJson({ ...row }, { patch: false });
      } catch (e) {
        failures.push(`${JSON.stringify(row.$id())}: ${(e as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the seed has rows of the main tables', async () => {
    for (const model of [Booking, BookingHistory, Order, OrderItem, Coupon, FinanceDocument, FavoriteSpace, Collection, OrganisationBankInfo]) {
      expect(await (model as typeof Coupon).query(db.knex).resultSize()).toBeGreaterThan(0);
    }
  });
});
