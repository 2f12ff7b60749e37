/**
 * The search's date + time window (spec: time presets morning 09:00-12:00, afternoon 12:00-16:00
 * (default), evening 16:00-19:00; "all day" = 09:00-19:00, the three presets together; custom from/to).
 * Local Europe/Amsterdam wall-clock times become UTC instants with localMinuteToUtc.
 */
import { localMinuteToUtc, parseDate } from './amsterdamTime';

export const TIME_PRESETS = {
  MORNING: { from: 9 * 60, to: 12 * 60 },
  AFTERNOON: { from: 12 * 60, to: 16 * 60 },
  EVENING: { from: 16 * 60, to: 19 * 60 },
  ALL_DAY: { from: 9 * 60, to: 19 * 60 },
} as const;
export type TimePreset = keyof typeof TIME_PRESETS | 'CUSTOM';
export const DEFAULT_TIME_PRESET: TimePreset = 'AFTERNOON';

export interface TimeWindow {
  /** Amsterdam date YYYY-MM-DD */
  date: string;
  /** local minutes since midnight, 0..1440 */
  fromMinute: number;
  toMinute: number;
  /** UTC ms */
  start: number;
  end: number;
}

/** 'HH:mm' or 'H:mm' (24:00 allowed) -> minutes; null when malformed. */
export function parseTime(value: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

export class TimeWindowError extends Error {
  constructor(readonly field: string, readonly key: string) {
    super(`${field}: ${key}`);
  }
}

export function timeWindow(date: string, preset: TimePreset = DEFAULT_TIME_PRESET, timeFrom?: string | null, timeTo?: string | null): TimeWindow {
  try {
    parseDate(date);
  } catch {
    throw new TimeWindowError('date', 'invalid_date');
  }
  let from: number;
  let to: number;
  if (preset === 'CUSTOM') {
    const f = timeFrom ? parseTime(timeFrom) : null;
    const t = timeTo ? parseTime(timeTo) : null;
    if (f === null) throw new TimeWindowError('time_from', 'invalid_time');
    if (t === null) throw new TimeWindowError('time_to', 'invalid_time');
    from = f;
    to = t;
  } else {
    ({ from, to } = TIME_PRESETS[preset]);
  }
  if (from >= to) throw new TimeWindowError('time_to', 'invalid_time_range');
  return { date, fromMinute: from, toMinute: to, start: localMinuteToUtc(date, from), end: localMinuteToUtc(date, to) };
}
