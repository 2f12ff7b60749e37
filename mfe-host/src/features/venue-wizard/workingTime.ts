// Working time per weekday (spec 3/5, docs/CONTRACTS.md "Host"): rows of minutes since midnight,
// week_day 1..7 = MON..SUN, 0 <= open < close <= 1440, a close of 00:00 is 1440. A close earlier than the
// opening means the venue closes after midnight: that is stored as two rows, [open, 1440] on the day and
// [0, close] on the next day, whose own opening may then not come before that close (working_time_conflict).
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

const nextDay = (weekDay: number) => (weekDay % 7) + 1;

/** The rows of a filled weekday (two when it closes after midnight), or [] when closed or incomplete. */
export function toRows(day: WorkingDayValue): WorkingTimeRow[] {
  if (!day.enabled || !day.open || !day.close) return [];
  const open = hhmmToMinutes(day.open);
  const close = hhmmToMinutes(day.close);
  if (close === 0 || close === 1440) return [{ week_day: day.week_day, open_time: open, close_time: 1440 }];
  if (close > open) return [{ week_day: day.week_day, open_time: open, close_time: close }];
  return [
    { week_day: day.week_day, open_time: open, close_time: 1440 },
    { week_day: nextDay(day.week_day), open_time: 0, close_time: close },
  ];
}

export function toWorkingTime(days: WorkingDayValue[]): WorkingTimeRow[] {
  return days.flatMap(toRows).sort((a, b) => a.week_day - b.week_day || a.open_time - b.open_time);
}

export function fromWorkingTime(rows: WorkingTimeRow[] | undefined): WorkingDayValue[] {
  const list = [...(rows ?? [])];
  const carried = new Set<WorkingTimeRow>();
  const days = [1, 2, 3, 4, 5, 6, 7].map((week_day): WorkingDayValue => {
    const own = list.find((r) => r.week_day === week_day && r.open_time > 0) ?? list.find((r) => r.week_day === week_day && !carried.has(r));
    if (!own) return { week_day, enabled: false, open: '09:00', close: '17:00' };
    let close = own.close_time === 1440 ? '00:00' : minutesToHhmm(own.close_time);
    if (own.close_time === 1440 && own.open_time > 0) {
      const carry = list.find((r) => r.week_day === nextDay(week_day) && r.open_time === 0 && r.close_time < 1440);
      if (carry) {
        carried.add(carry);
        close = minutesToHhmm(carry.close_time);
      }
    }
    return { week_day, enabled: true, open: minutesToHhmm(own.open_time), close };
  });
  return days;
}

export const defaultWorkingDays = (): WorkingDayValue[] =>
  [1, 2, 3, 4, 5, 6, 7].map((week_day) => ({ week_day, enabled: week_day <= 5, open: '09:00', close: '17:00' }));

export type WorkingDayError = 'working_time_incomplete' | 'working_time_min_hours' | 'working_time_conflict';

/**
 * Per weekday (index 0..6) the error key, plus `empty` when no day has hours. The API's rules: every day
 * with rows totals at least 4 hours (a day holding only the previous night's hours reports on that
 * previous day), and a day's own opening may not come before the previous night's close.
 */
export function workingTimeErrors(days: WorkingDayValue[]): { empty: boolean; days: (WorkingDayError | undefined)[] } {
  const rows = toWorkingTime(days);
  const total = (weekDay: number) => rows.filter((r) => r.week_day === weekDay).reduce((sum, r) => sum + r.close_time - r.open_time, 0);
  const result: (WorkingDayError | undefined)[] = days.map(() => undefined);
  days.forEach((day, i) => {
    if (!day.enabled) return;
    if (!day.open || !day.close) {
      result[i] = 'working_time_incomplete';
      return;
    }
    const own = toRows(day)[0];
    const previous = days[(i + 6) % 7];
    const carry = toRows(previous).find((r) => r.week_day === day.week_day);
    if (carry && own.open_time < carry.close_time) result[i] = 'working_time_conflict';
    else if (total(day.week_day) < MIN_OPEN_MINUTES) result[i] = 'working_time_min_hours';
  });
  days.forEach((day, i) => {
    const next = days[(i + 1) % 7];
    if (day.enabled && !result[i] && !next.enabled && toRows(day).length === 2 && total(next.week_day) < MIN_OPEN_MINUTES && toRows(day)[0].close_time - toRows(day)[0].open_time < MIN_OPEN_MINUTES) result[i] = 'working_time_min_hours';
  });
  return { empty: !days.some((d) => d.enabled), days: result };
}
