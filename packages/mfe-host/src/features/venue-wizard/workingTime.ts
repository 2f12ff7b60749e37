// Working time per weekday (spec 3/5): minutes since midnight, week_day 1..7 = MON..SUN, a close of
// 00:00 is 1440. A close earlier than the opening means the venue closes after midnight, stored as
// minutes past 1440 (e.g. 01:00 -> 1500); the next day may then not open before that hour.
export interface WorkingTimeRow {
  week_day: number;
  open_time: number;
  close_time: number;
}

/** One weekday in the form: open/close as HH:mm as the time selects give them. */
export interface WorkingDayValue {
  week_day: number;
  enabled: boolean;
  open: string | null;
  close: string | null;
}

export const MIN_OPEN_MINUTES = 4 * 60;

export function hhmmToMinutes(value: string): number {
  const [h, m] = value.split(':').map(Number);
  return h * 60 + m;
}

/** 1440 -> '24:00', 1500 -> '01:00' (next day). */
export function minutesToHhmm(minutes: number): string {
  const m = minutes === 1440 ? 1440 : minutes % 1440;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** The row of a filled weekday, or null when the day is closed or incomplete. */
export function toRow(day: WorkingDayValue): WorkingTimeRow | null {
  if (!day.enabled || !day.open || !day.close) return null;
  const open = hhmmToMinutes(day.open);
  let close = hhmmToMinutes(day.close);
  if (close === 0 || close === 1440) close = 1440;
  else if (close <= open) close += 1440;
  return { week_day: day.week_day, open_time: open, close_time: close };
}

export function toWorkingTime(days: WorkingDayValue[]): WorkingTimeRow[] {
  return days.map(toRow).filter((row): row is WorkingTimeRow => row !== null);
}

export function fromWorkingTime(rows: WorkingTimeRow[] | undefined): WorkingDayValue[] {
  return [1, 2, 3, 4, 5, 6, 7].map((week_day) => {
    const row = rows?.find((r) => r.week_day === week_day);
    return row
      ? { week_day, enabled: true, open: minutesToHhmm(row.open_time), close: row.close_time === 1440 ? '00:00' : minutesToHhmm(row.close_time) }
      : { week_day, enabled: false, open: '09:00', close: '17:00' };
  });
}

export const defaultWorkingDays = (): WorkingDayValue[] =>
  [1, 2, 3, 4, 5, 6, 7].map((week_day) => ({ week_day, enabled: week_day <= 5, open: '09:00', close: '17:00' }));

export type WorkingDayError = 'working_time_incomplete' | 'working_time_min_hours' | 'working_time_previous_day_conflict';

/** Per weekday (index 0..6) the error key, plus `working_time_empty` when no day has hours. */
export function workingTimeErrors(days: WorkingDayValue[]): { empty: boolean; days: (WorkingDayError | undefined)[] } {
  const rows = days.map(toRow);
  const result = days.map((day, i): WorkingDayError | undefined => {
    if (!day.enabled) return undefined;
    const row = rows[i];
    if (!row) return 'working_time_incomplete';
    if (row.close_time - row.open_time < MIN_OPEN_MINUTES) return 'working_time_min_hours';
    const previous = rows[(i + 6) % 7];
    if (previous && previous.close_time > 1440 && row.open_time < previous.close_time - 1440) return 'working_time_previous_day_conflict';
    return undefined;
  });
  return { empty: !days.some((d) => d.enabled), days: result };
}
