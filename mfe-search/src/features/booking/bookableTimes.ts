/**
 * What the space page's booking widget shows about a day: free times on the 30-minute grid of the
 * time selects, the default window (the first bookable slot) and the real reason a window can't
 * be booked (no date, lead time, too far ahead, outside the opening hours, taken).
 */
import { todayInAmsterdam } from '@zaalplek/design-system';
import { isoToAmsterdamTime } from '../shared/amsterdamTime';
import type { SpaceDayAvailability, TimeSlot } from './types';

/** Step of the time selects (minutes). */
export const TIME_GRID = 30;
/** The spec's default time of day: the afternoon. */
export const PREFERRED_WINDOW = { from: '12:00', to: '16:00' } as const;
/** Longest default window when the afternoon is not free (minutes). */
const DEFAULT_LENGTH = 240;
/** Days looked ahead for the first bookable slot. */
export const FIRST_SLOT_DAYS = 14;
const HOUR_MS = 3_600_000;

export interface Window {
  from: string;
  to: string;
}

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

export function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A free slot as Amsterdam minutes of its day (an end at midnight is 1440). */
function slotMinutes(slot: TimeSlot): { start: number; end: number } {
  const start = toMinutes(isoToAmsterdamTime(slot.slot_start));
  let end = toMinutes(isoToAmsterdamTime(slot.slot_end));
  if (end <= start) end = 1440;
  return { start, end };
}

/** Free slots on the selects' grid: starts rounded up, ends rounded down; too short slots dropped. */
export function gridSlots(free: TimeSlot[], step = TIME_GRID): Window[] {
  return free
    .map(slotMinutes)
    .map(({ start, end }) => ({ start: Math.ceil(start / step) * step, end: Math.floor(end / step) * step }))
    .filter(({ start, end }) => start < end)
    .map(({ start, end }) => ({ from: fromMinutes(start), to: fromMinutes(end) }));
}

/** The afternoon when it is free, else the start of the first free slot (up to four hours). */
export function defaultWindow(slots: Window[]): Window | null {
  const preferred = slots.find((s) => s.from <= PREFERRED_WINDOW.from && PREFERRED_WINDOW.to <= s.to);
  if (preferred) return { ...PREFERRED_WINDOW };
  const first = slots[0];
  if (!first) return null;
  const start = toMinutes(first.from);
  return { from: first.from, to: fromMinutes(Math.min(toMinutes(first.to), start + DEFAULT_LENGTH)) };
}

/** YYYY-MM-DD plus `days`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export interface LeadRules {
  /** hours */
  book_before_min_th?: number | null;
  /** hours; null/0 = no maximum */
  book_before_max_th?: number | null;
}

/** The first Amsterdam date on which a booking may start (now + the minimum lead time). */
export function earliestDate(rules: LeadRules, now: number): string {
  return todayInAmsterdam(new Date(now + (rules.book_before_min_th ?? 0) * HOUR_MS));
}

export type Reason =
  | { id: 'chooseDate' }
  | { id: 'chooseTimes' }
  | { id: 'badWindow' }
  | { id: 'closed' }
  | { id: 'leadTime'; hours: number }
  | { id: 'tooFarAhead'; hours: number }
  | { id: 'outsideOpening' }
  | { id: 'taken' };

/**
 * Why the chosen window can't be booked, or null when it can (or the API has not answered yet).
 * `startIso` is the window's start instant.
 */
export function unavailableReason(args: {
  date: string | null;
  window: Window | null;
  startIso: string | null;
  day: SpaceDayAvailability | undefined;
  rules: LeadRules;
  now: number;
}): Reason | null {
  const { date, window, startIso, day, rules, now } = args;
  if (!date) return { id: 'chooseDate' };
  if (!window) return { id: 'chooseTimes' };
  if (!(window.from < window.to)) return { id: 'badWindow' };
  const start = startIso ? Date.parse(startIso) : NaN;
  const min = rules.book_before_min_th ?? 0;
  const max = rules.book_before_max_th ?? 0;
  if (!Number.isNaN(start) && start < now + min * HOUR_MS) return { id: 'leadTime', hours: min };
  if (!Number.isNaN(start) && max > 0 && start > now + max * HOUR_MS) return { id: 'tooFarAhead', hours: max };
  if (!day || day.is_bookable !== false) return null;
  if (!day.is_open) return { id: 'closed' };
  const inOpening = day.opening.some((o) => {
    const m = slotMinutes(o);
    return m.start <= toMinutes(window.from) && toMinutes(window.to) <= m.end;
  });
  return inOpening ? { id: 'taken' } : { id: 'outsideOpening' };
}

/**
 * Why a day has no free time: the minimum lead time covers every opening (too soon), or it is
 * booked up. Null when there is free time or the day is closed.
 */
export function emptyDayReason(day: SpaceDayAvailability, rules: LeadRules, now: number): Reason | null {
  if (!day.is_open || day.free_slots.length > 0) return null;
  const min = rules.book_before_min_th ?? 0;
  const tooSoon = day.opening.length > 0 && day.opening.every((o) => Date.parse(o.slot_end) <= now + min * HOUR_MS);
  return tooSoon ? { id: 'leadTime', hours: min } : { id: 'taken' };
}
