/**
 * Admin Payouts tab: every host's payouts with filters (status, date range on the creation date in
 * Amsterdam time, host, search), the reason of a pending or failed one, a retry (for example once the
 * host added an IBAN: the payout goes to the organisation's active bank account and the order moves
 * on through the booking service, as the payout job does) and a CSV export of the same filter.
 */
import type { Knex } from 'knex';
import { Payout, OrganisationBankInfo } from '../../db/models';
import { ApiError, fieldValidation, notFound } from '../../errors/ApiError';
import { applyPayoutResult } from '../booking/payments';
import { likePattern, pageWindow, paged, type PageArgs, type Paged } from './paging';

export interface PayoutFilter extends PageArgs {
  status?: 'PENDING' | 'COMPLETED' | 'FAILED' | null;
  /** YYYY-MM-DD, inclusive, Amsterdam dates */
  date_from?: string | null;
  date_to?: string | null;
  organisation_id?: number | null;
  search?: string | null;
}

export interface AdminPayout {
  payout_id: number;
  booking_id: number;
  organisation_id: number;
  organisation_name: string | null;
  host_email: string;
  amount_paid: number;
  payout_amount: number;
  payout_status: string;
  payout_date: string | null;
  pending_reason: string | null;
  iban_number: string | null;
  invoice_number: string | null;
  ts_created: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function payoutQuery(knex: Knex, f: PayoutFilter) {
  const q = Payout.query(knex)
    .join('organisation', 'organisation.organisation_id', 'payout.organisation_id')
    .join('account as host', 'host.account_id', 'organisation.account_id');
  if (f.status) q.where('payout.payout_status', f.status);
  for (const [field, value] of [['date_from', f.date_from], ['date_to', f.date_to]] as const) {
    if (value && !DATE.test(value)) throw fieldValidation('payout', field, 'date_invalid');
  }
  if (f.date_from) q.whereRaw(`(payout.ts_created AT TIME ZONE 'Europe/Amsterdam')::date >= ?::date`, [f.date_from]);
  if (f.date_to) q.whereRaw(`(payout.ts_created AT TIME ZONE 'Europe/Amsterdam')::date <= ?::date`, [f.date_to]);
  if (f.organisation_id) q.where('payout.organisation_id', f.organisation_id);
  const like = likePattern(f.search);
  if (like) {
    q.where((w) => {
      w.whereILike('organisation.organisation_name', like).orWhereILike('host.email', like);
      const n = Number((f.search ?? '').trim());
      if (Number.isSafeInteger(n) && n > 0) w.orWhere('payout.booking_id', n);
    });
  }
  return q;
}

type Row = Payout & { organisation_name: string | null; host_email: string };
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const toAdmin = (r: Row): AdminPayout => ({
  payout_id: r.payout_id, booking_id: r.booking_id, organisation_id: r.organisation_id, organisation_name: r.organisation_name, host_email: r.host_email,
  amount_paid: Number(r.amount_paid), payout_amount: Number(r.payout_amount), payout_status: r.payout_status, payout_date: iso(r.payout_date),
  pending_reason: r.pending_reason ?? null, iban_number: r.iban_number ?? null, invoice_number: r.invoice_number ?? null, ts_created: iso(r.ts_created)!,
});

function select(knex: Knex, f: PayoutFilter) {
  return payoutQuery(knex, f).select('payout.*', 'organisation.organisation_name', 'host.email as host_email').orderBy('payout.ts_created', 'desc').orderBy('payout.payout_id', 'desc');
}

export async function listPayouts(knex: Knex, f: PayoutFilter): Promise<Paged<AdminPayout>> {
  const { page, size, offset } = pageWindow(f);
  const total = await payoutQuery(knex, f).resultSize();
  const rows = (await select(knex, f).limit(size).offset(offset)) as unknown as Row[];
  return paged(rows.map(toAdmin), total, page, size);
}

export async function loadPayout(knex: Knex, payoutId: number): Promise<AdminPayout> {
  const row = (await select(knex, {}).findOne('payout.payout_id', payoutId)) as unknown as Row | undefined;
  if (!row) throw notFound('payout');
  return toAdmin(row);
}

/** At most this many rows in one CSV export. */
export const CSV_MAX_ROWS = 10_000;

const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // quotes doubled; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const euros = (cents: number) => (cents / 100).toFixed(2);

/** The filtered payouts as CSV (amounts in euros with a decimal point, times UTC ISO 8601). */
export async function payoutsCsv(knex: Knex, f: PayoutFilter): Promise<string> {
  const rows = ((await select(knex, f).limit(CSV_MAX_ROWS)) as unknown as Row[]).map(toAdmin);
  const header = ['payout_id', 'booking_id', 'organisation', 'host_email', 'status', 'reason', 'amount_paid_eur', 'payout_amount_eur', 'iban', 'invoice_number', 'created', 'paid_out'];
  const lines = rows.map((p) => [p.payout_id, p.booking_id, p.organisation_name, p.host_email, p.payout_status, p.pending_reason, euros(p.amount_paid), euros(p.payout_amount), p.iban_number, p.invoice_number, p.ts_created, p.payout_date].map(csvCell).join(','));
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/**
 * Retries a pending or failed payout to the organisation's active bank account (VALIDATION
 * missing_iban while there is none; payout_completed when already paid out).
 */
export async function retryPayout(knex: Knex, payoutId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const payout = await Payout.query(trx).findById(payoutId).forUpdate();
    if (!payout) throw notFound('payout');
    if (payout.payout_status === 'COMPLETED') throw new ApiError('VALIDATION', { entity: 'payout', key: 'payout_completed' });
    const bank = await OrganisationBankInfo.query(trx).where({ organisation_id: payout.organisation_id, is_active: true }).whereNotNull('iban').orderBy('organisation_bank_id', 'desc').first();
    if (!bank) {
      await payout.$query(trx).patch({ pending_reason: 'missing_iban' });
      throw new ApiError('VALIDATION', { entity: 'payout', key: 'missing_iban' });
    }
    const now = new Date();
    await payout.$query(trx).patch({ payout_status: 'COMPLETED', payout_date: now.toISOString(), pending_reason: null, iban_name: bank.bank_ascription, iban_number: bank.iban });
    await applyPayoutResult(trx, { bookingId: payout.booking_id, status: 'COMPLETED' }, now);
  });
}
