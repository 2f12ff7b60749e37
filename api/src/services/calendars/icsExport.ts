/**
 * ICS export of one space (RFC 5545): one VEVENT per slot-occupying booking. Lines are CRLF,
 * text escaped (\\ ; , newline) and folded at 75 octets.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { SLOT_OCCUPYING } from '../../domain/booking/states';

export const EXPORT_PAST_DAYS = 30;

export const newFeedSecret = (): string => randomBytes(32).toString('base64url');

const stamp = (d: Date): string => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
export const escapeText = (s: string): string => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (continuation lines start with a space). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface ExportBooking {
  booking_id: number;
  booking_status: string;
  booking_start: Date;
  booking_end: Date;
  meeting_name: string | null;
  attendees: number;
  ts_updated?: Date | null;
}

export function renderIcs(space: { space_id: number; space_name: string; venue_name: string }, bookings: ExportBooking[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Zaalplek//Space calendar//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`${space.space_name} – ${space.venue_name}`)}`,
  ];
  for (const b of bookings) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:booking-${b.booking_id}@zaalplek.nl`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(b.booking_start)}`,
      `DTEND:${stamp(b.booking_end)}`,
      `SUMMARY:${escapeText(`${b.meeting_name ?? 'Zaalplek booking'} (${b.attendees}) #${b.booking_id}`)}`,
      `STATUS:${b.booking_status === 'PENDING' ? 'TENTATIVE' : 'CONFIRMED'}`,
      'TRANSP:OPAQUE',
      ...(b.ts_updated ? [`LAST-MODIFIED:${stamp(b.ts_updated)}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The feed of a secret, or null when the secret is unknown. */
export async function exportFeed(knex: Knex, secret: string, now: Date): Promise<string | null> {
  const space = await knex('calendar_feed as f').join('space as s', 's.space_id', 'f.space_id').join('venue as v', 'v.venue_id', 's.venue_id')
    .where('f.feed_secret', secret).first('s.space_id', 's.space_name', 'v.venue_name');
  if (!space) return null;
  const bookings = await knex('booking').where('space_id', space.space_id).whereIn('booking_status', [...SLOT_OCCUPYING])
    .where('booking_end', '>', new Date(now.getTime() - EXPORT_PAST_DAYS * 86_400_000)).orderBy('booking_start')
    .select('booking_id', 'booking_status', 'booking_start', 'booking_end', 'meeting_name', 'attendees', 'ts_updated');
  return renderIcs(space, bookings, now);
}

/** The space's feed secret, created on first use. */
export async function feedSecret(knex: Knex, spaceId: number): Promise<string> {
  await knex('calendar_feed').insert({ space_id: spaceId, feed_secret: newFeedSecret() }).onConflict('space_id').ignore();
  return (await knex('calendar_feed').where('space_id', spaceId).first('feed_secret')).feed_secret;
}

export async function rotateFeedSecret(knex: Knex, spaceId: number): Promise<string> {
  const secret = newFeedSecret();
  await knex('calendar_feed').insert({ space_id: spaceId, feed_secret: secret }).onConflict('space_id').merge({ feed_secret: secret });
  return secret;
}

export const exportPath = (secret: string): string => `/api/calendar/${secret}.ics`;
