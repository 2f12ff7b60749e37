/** Payer payment links: /booking-payment/{hash}, hash of 8 random [a-z0-9] (≈41 bits), expiring with the reservation. */
import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const LINK_HASH_RE = /^[a-zA-Z0-9]{6,8}$/;

export function newLinkHash(length = 8): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export const paymentLinkPath = (hash: string): string => `/booking-payment/${hash}`;

export interface PaymentLinkRow {
  payment_link_id: number;
  booking_id: number;
  payer_id: number | null;
  link_hash: string;
  expires_at: Date | null;
}

/** A link that exists and has not expired (null otherwise: unknown and expired look the same). */
export async function findLiveLink(knex: Knex, hash: string, now = new Date()): Promise<PaymentLinkRow | null> {
  if (!LINK_HASH_RE.test(hash)) return null;
  const row = await knex('payment_link').where({ link_hash: hash }).first<PaymentLinkRow | undefined>();
  if (!row || (row.expires_at && new Date(row.expires_at) <= now)) return null;
  return row;
}
