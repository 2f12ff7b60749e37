/**
 * Venue working time (host-and-admin sections 3 and 5): per week day (1..7 = MON..SUN) a list of
 * open/close minutes since midnight, close 00:00 = 1440. Rules: at least one day with hours, every
 * row 0 <= open < close <= 1440, a row may not open before the previous row of that day closed, and
 * a day may not open before the previous day's overnight closing (a row given with close < open, e.g.
 * 20:00-02:00, is split into 20:00-24:00 and 00:00-02:00 of the next day); every open day totals at
 * least 4 hours ('Venue must be open for a minimum of 4 hours').
 */
import { MIN_OPEN_MINUTES } from './limits';
import { isInt, type FieldError } from './text';

export interface WorkingTimeRow {
  week_day: number;
  open_time: number;
  close_time: number;
}

const FIELD = 'working_time';
const err = (key: string, meta: Record<string, unknown> = {}): FieldError => ({ field: FIELD, key, meta });

/** "HH:mm" or minutes -> minutes; "00:00" as a close = 1440. */
export function toMinutes(v: unknown, isClose: boolean): number | null {
  if (isInt(v)) return isClose && v === 0 ? 1440 : v;
  if (typeof v === 'string' && /^\d{1,2}:\d{2}$/.test(v)) {
    const [h, m] = v.split(':').map(Number) as [number, number];
    if (h > 24 || m > 59) return null;
    const total = h * 60 + m;
    return isClose && total === 0 ? 1440 : total;
  }
  return null;
}

export type WorkingTimeResult = { ok: true; rows: WorkingTimeRow[] } | { ok: false; error: FieldError };

export function checkWorkingTime(input: unknown): WorkingTimeResult {
  if (!Array.isArray(input) || input.length === 0) return { ok: false, error: err('working_time_empty') };
  const rows: WorkingTimeRow[] = [];
  /** the part of an overnight row that falls on the next day, checked against that day's rows */
  const carried: WorkingTimeRow[] = [];
  for (const [index, raw] of input.entries()) {
    const r = (raw ?? {}) as Record<string, unknown>;
    const day = r.week_day;
    const open = toMinutes(r.open_time, false);
    const close = toMinutes(r.close_time, true);
    if (!isInt(day) || day < 1 || day > 7 || open === null || close === null || open < 0 || open > 1439 || close < 1 || close > 1440 || open === close) {
      return { ok: false, error: err('working_time_invalid', { index }) };
    }
    if (close < open) {
      rows.push({ week_day: day, open_time: open, close_time: 1440 });
      carried.push({ week_day: (day % 7) + 1, open_time: 0, close_time: close });
    } else rows.push({ week_day: day, open_time: open, close_time: close });
  }
  for (let day = 1; day <= 7; day++) {
    const own = rows.filter((r) => r.week_day === day).sort((a, b) => a.open_time - b.open_time);
    const overnight = carried.filter((r) => r.week_day === day);
    // a day may not open before the previous day's overnight closing
    for (const prev of overnight) {
      if (own.some((r) => r.open_time < prev.close_time)) return { ok: false, error: err('working_time_conflict', { week_day: day }) };
    }
    for (let i = 1; i < own.length; i++) {
      if (own[i]!.open_time < own[i - 1]!.close_time) return { ok: false, error: err('working_time_conflict', { week_day: day }) };
    }
  }
  const all = [...rows, ...carried];
  for (let day = 1; day <= 7; day++) {
    const minutes = rows.filter((r) => r.week_day === day).reduce((sum, r) => sum + r.close_time - r.open_time, 0)
      + carried.filter((r) => r.week_day === (day % 7) + 1 && rows.some((o) => o.week_day === day && o.close_time === 1440)).reduce((s, r) => s + r.close_time, 0);
    if (rows.some((r) => r.week_day === day) && minutes < MIN_OPEN_MINUTES) {
      return { ok: false, error: err('working_time_min_hours', { week_day: day, min_minutes: MIN_OPEN_MINUTES }) };
    }
  }
  all.sort((a, b) => a.week_day - b.week_day || a.open_time - b.open_time);
  return { ok: true, rows: all };
}
