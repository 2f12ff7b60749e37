/** Venue working hours: week_day 1..7 = Monday..Sunday, times in minutes since midnight (close 1440 = 24:00). */

export interface WorkingTime {
  week_day: number;
  open_time: number;
  close_time: number;
}

/** 540 -> "09:00", 1440 -> "24:00". */
export function minutesToHHmm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export interface WeekdayHours {
  weekDay: number;
  /** "09:00 - 17:00" parts; empty when the venue is closed that day */
  ranges: { open: string; close: string }[];
}

/** All seven days, Monday first, with that day's opening ranges sorted by opening time. */
export function weekHours(workingTime: WorkingTime[]): WeekdayHours[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekDay) => ({
    weekDay,
    ranges: workingTime
      .filter((w) => w.week_day === weekDay)
      .sort((a, b) => a.open_time - b.open_time)
      .map((w) => ({ open: minutesToHHmm(w.open_time), close: minutesToHHmm(w.close_time) })),
  }));
}
