// The calendar's pages: ISO weeks (Monday first) and whole months, as Amsterdam calendar dates.
import moment from 'moment-timezone';
import { TIME_ZONE } from '@zaalplek/platform';
import type { CalendarView } from './types';

const DAY = 'YYYY-MM-DD';

export interface CalendarPage {
  view: CalendarView;
  /** any date inside the page (YYYY-MM-DD) */
  anchor: string;
}

export function today(now: Date = new Date()): string {
  return moment.tz(now, TIME_ZONE).format(DAY);
}

const parse = (date: string) => moment.tz(date, DAY, TIME_ZONE);

/** The variables of get_spaces_calendar_data for a page: { week, year } (ISO) or { months, year }. */
export function pageQuery(page: CalendarPage): { week?: number; months?: number[]; year: number } {
  const d = parse(page.anchor);
  if (page.view === 'WEEK') return { week: d.isoWeek(), year: d.isoWeekYear() };
  return { months: [d.month() + 1], year: d.year() };
}

/** The next (+1) or previous (-1) page. */
export function shiftPage(page: CalendarPage, step: 1 | -1): CalendarPage {
  const unit = page.view === 'WEEK' ? 'week' : 'month';
  return { ...page, anchor: parse(page.anchor).add(step, unit).format(DAY) };
}

/** The seven dates of the ISO week holding `date`, Monday first. */
export function weekDates(date: string): string[] {
  const monday = parse(date).startOf('isoWeek');
  return Array.from({ length: 7 }, (_, i) => monday.clone().add(i, 'day').format(DAY));
}

/** The month of `date` as weeks of 7 cells (Monday first); cells outside the month are null. */
export function monthGrid(date: string): Array<Array<string | null>> {
  const first = parse(date).startOf('month');
  const days = first.daysInMonth();
  const cells: Array<string | null> = Array.from({ length: first.isoWeekday() - 1 }, () => null);
  for (let i = 0; i < days; i += 1) cells.push(first.clone().add(i, 'day').format(DAY));
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Week days Monday..Sunday as short names in the locale. */
export function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2026, 0, 5 + i)))); // 5 Jan 2026 is a Monday
}

/** 'YYYY-MM-DD' -> e.g. 'ma 7 dec.' / 'Mon, Dec 7'. */
export function dayLabel(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** The title of a page: 'december 2026' or 'week 49, 2026' parts. */
export function monthTitle(date: string, locale: string): string {
  const [y, m] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, 1)));
}

/** 'ISO instant' -> 'HH:mm' in Amsterdam; the end of a day shows as 24:00. */
export function timeOf(iso: string, endOfDay = false): string {
  const t = moment.tz(iso, TIME_ZONE).format('HH:mm');
  return endOfDay && t === '00:00' ? '24:00' : t;
}
