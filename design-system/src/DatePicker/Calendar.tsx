import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useDsIntl } from '../intl/useDsIntl';
import {
  addDays, addMonths, isWithinRange, mondayIndex, monthGrid, startOfMonth, toUtcDate, todayInAmsterdam,
} from './calendarDates';

export interface CalendarProps {
  /** Selected date, YYYY-MM-DD. */
  value: string | null;
  onSelect: (value: string) => void;
  min?: string | null;
  max?: string | null;
  /** Focus the active day when mounted (used by DatePicker's popover). */
  autoFocus?: boolean;
  className?: string;
}

const Root = styled.div`
  width: 312px;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const MonthTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  text-transform: capitalize;
`;

const NavButton = styled.button`
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  font-size: 20px;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &:focus-visible { ${({ theme }) => theme.focusRing} }
  &:disabled { opacity: 0.35; cursor: not-allowed; }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  th { font-size: ${({ theme }) => theme.typography.fontSize.xs}; color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; padding-bottom: 4px; }
  td { padding: 1px; text-align: center; }
`;

const Day = styled.button<{ $selected: boolean; $today: boolean }>`
  width: 40px;
  height: 40px;
  border: ${({ theme, $today }) => ($today ? `1px solid ${theme.colors.primary}` : '1px solid transparent')};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.textInverse : theme.colors.text)};
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};
  cursor: pointer;
  &:hover:not([aria-disabled='true']) { background: ${({ theme, $selected }) => ($selected ? theme.colors.primaryHover : theme.colors.primarySoft)}; }
  &:focus-visible { ${({ theme }) => theme.focusRing} }
  &[aria-disabled='true'] { color: ${({ theme }) => theme.colors.borderStrong}; text-decoration: line-through; cursor: not-allowed; }
`;

function clamp(value: string, min?: string | null, max?: string | null) {
  if (min && value < min) return min;
  if (max && value > max) return max;
  return value;
}

/**
 * Month calendar as an ARIA grid. Weeks start on Monday; today is Amsterdam's today.
 * Keys: arrows move by day/week, Home/End to week start/end, PageUp/PageDown by month, Enter/Space select.
 */
export function Calendar({ value, onSelect, min, max, autoFocus = false, className }: CalendarProps) {
  const intl = useDsIntl();
  const titleId = useId();
  const today = todayInAmsterdam();
  const [active, setActive] = useState(() => clamp(value ?? today, min, max));
  const [focusRequested, setFocusRequested] = useState(autoFocus);
  const gridRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (value) setActive(value);
  }, [value]);

  useEffect(() => {
    if (!focusRequested) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${active}"]`)?.focus();
    setFocusRequested(false);
  }, [active, focusRequested]);

  const month = startOfMonth(active);
  const weeks = monthGrid(month);
  const fmt = (d: string, opts: Intl.DateTimeFormatOptions) => intl.formatDate(toUtcDate(d), { ...opts, timeZone: 'UTC' });
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays('2024-01-01', i)); // 2024-01-01 is a Monday
  const prevMonthEnd = addDays(month, -1);
  const nextMonthStart = addMonths(month, 1);

  const moveTo = (target: string) => {
    setActive(clamp(target, min, max));
    setFocusRequested(true);
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(active, -1),
      ArrowRight: () => addDays(active, 1),
      ArrowUp: () => addDays(active, -7),
      ArrowDown: () => addDays(active, 7),
      Home: () => addDays(active, -mondayIndex(active)),
      End: () => addDays(active, 6 - mondayIndex(active)),
      PageUp: () => addMonths(active, -1),
      PageDown: () => addMonths(active, 1),
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      moveTo(move());
    }
  };

  return (
    <Root className={className}>
      <Header>
        <NavButton
          type="button"
          aria-label={intl.formatMessage({ id: 'DatePicker.previousMonth', defaultMessage: 'Vorige maand' })}
          disabled={Boolean(min && prevMonthEnd < min)}
          onClick={() => setActive(clamp(addMonths(month, -1), min, max))}
        >
          <span aria-hidden="true">‹</span>
        </NavButton>
        <MonthTitle id={titleId} aria-live="polite">
          {fmt(month, { month: 'long', year: 'numeric' })}
        </MonthTitle>
        <NavButton
          type="button"
          aria-label={intl.formatMessage({ id: 'DatePicker.nextMonth', defaultMessage: 'Volgende maand' })}
          disabled={Boolean(max && nextMonthStart > max)}
          onClick={() => setActive(clamp(nextMonthStart, min, max))}
        >
          <span aria-hidden="true">›</span>
        </NavButton>
      </Header>
      <Grid role="grid" aria-labelledby={titleId} ref={gridRef} onKeyDown={handleKeyDown}>
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={d} scope="col" abbr={fmt(d, { weekday: 'long' })}>
                {fmt(d, { weekday: 'short' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) =>
                day === null ? (
                  <td key={i} />
                ) : (
                  <td key={day} role="gridcell" aria-selected={day === value}>
                    <Day
                      type="button"
                      data-date={day}
                      tabIndex={day === active ? 0 : -1}
                      aria-label={fmt(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
                      aria-current={day === today ? 'date' : undefined}
                      aria-disabled={isWithinRange(day, min, max) ? undefined : true}
                      $selected={day === value}
                      $today={day === today}
                      onClick={() => {
                        if (!isWithinRange(day, min, max)) return;
                        setActive(day);
                        onSelect(day);
                      }}
                    >
                      {Number(day.slice(8))}
                    </Day>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Root>
  );
}
