/**
 * Europe/Amsterdam wall-clock <-> UTC instants, with PostgreSQL's rules for the DST change days
 * (`timestamp AT TIME ZONE 'Europe/Amsterdam'`): a local time inside the spring-forward gap
 * takes the offset from before the jump, an ambiguous time in the autumn fall-back takes the
 * offset from after it (in both cases standard time, UTC+1). No I/O.
 */
export const TIME_ZONE = 'Europe/Amsterdam';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function localParts(t: number): { y: number; m: number; d: number; hh: number; mm: number; ss: number } {
  const p: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(new Date(t))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return { y: p.year!, m: p.month!, d: p.day!, hh: p.hour!, mm: p.minute!, ss: p.second! };
}

function offsetFromParts(t: number): number {
  const p = localParts(t);
  return Date.UTC(p.y, p.m - 1, p.d, p.hh, p.mm, p.ss) - Math.floor(t / 1000) * 1000;
}

/**
 * Offsets (ms) per UTC day, and per UTC hour on a day with a change; a span is kept only when its first and
 * last second have the same offset (Amsterdam's changes since 1940 fall on whole UTC hours; an hour with a
 * change inside it is not kept). Bounded.
 */
const dayOffsets = new Map<number, number>();
const hourOffsets = new Map<number, number>();
const DAY = 24 * HOUR;

function steadyOffset(kept: Map<number, number>, span: number, n: number): number | undefined {
  let offset = kept.get(n);
  if (offset === undefined) {
    const first = offsetFromParts(n * span);
    offset = first === offsetFromParts(n * span + span - 1000) ? first : Number.NaN; // NaN: a change inside the span
    if (kept.size >= 10_000) kept.clear();
    kept.set(n, offset);
  }
  return Number.isNaN(offset) ? undefined : offset;
}

/** UTC offset (ms) in Amsterdam at instant t. */
export function offsetAt(t: number): number {
  return steadyOffset(dayOffsets, DAY, Math.floor(t / DAY)) ?? steadyOffset(hourOffsets, HOUR, Math.floor(t / HOUR)) ?? offsetFromParts(t);
}

/** 'YYYY-MM-DD' -> [y, m, d]; throws on a malformed or impossible date. */
export function parseDate(date: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`invalid date ${date}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) throw new RangeError(`invalid date ${date}`);
  return [y, mo, d];
}

/** The UTC instant (ms) of `minute` minutes after local midnight of `date` (minute may be 1440 = next midnight). */
export function localMinuteToUtc(date: string, minute: number): number {
  const [y, mo, d] = parseDate(date);
  const naive = Date.UTC(y, mo - 1, d, 0, minute);
  const before = offsetAt(naive - 3 * HOUR);
  const after = offsetAt(naive + 3 * HOUR);
  const valid = [...new Set([before, after])].filter((off) => offsetAt(naive - off) === off);
  if (valid.length === 1) return naive - valid[0]!;
  if (valid.length > 1) return naive - after; // ambiguous (fall back): offset after the change
  return naive - before; // gap (spring forward): offset before the change
}

/** ISO week day of a date, 1 = Monday .. 7 = Sunday. */
export function isoWeekDay(date: string): number {
  const [y, mo, d] = parseDate(date);
  const wd = new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
  return wd === 0 ? 7 : wd;
}

/** The Amsterdam calendar date (YYYY-MM-DD) of an instant. */
export function localDate(t: number): string {
  return new Date(Math.floor(t / 1000) * 1000 + offsetAt(t)).toISOString().slice(0, 10);
}

/** Next calendar date. */
export function addDays(date: string, days: number): string {
  const [y, mo, d] = parseDate(date);
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

export const MINUTE_MS = MINUTE;
export const HOUR_MS = HOUR;
