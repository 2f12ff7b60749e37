import styled, { css } from 'styled-components';
import type { CalendarDayState } from './types';

export const tone = {
  OPEN: ['successSoft', 'success'],
  PARTIALLY_CLOSED: ['warningSoft', 'warning'],
  CLOSED: ['surfaceMuted', 'textMuted'],
} as const;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const PageTitle = styled.h2`
  margin: 0;
  min-width: 12rem;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  text-transform: capitalize;
`;

export const SpacePicker = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

export const Scroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

export const WeekTable = styled.table`
  width: 100%;
  min-width: 900px;
  border-collapse: separate;
  border-spacing: 4px;
  table-layout: fixed;
  th {
    text-align: left;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    vertical-align: top;
    text-transform: capitalize;
  }
  th[scope='row'] {
    width: 160px;
  }
  td {
    vertical-align: top;
    padding: 0;
  }
`;

const cell = css<{ $state: CalendarDayState; $muted?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  min-height: 96px;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $state }) => theme.colors[tone[$state][1]]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $state }) => theme.colors[tone[$state][0]]};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  text-align: left;
  opacity: ${({ $muted }) => ($muted ? 0.6 : 1)};
`;

export const DayButton = styled.button<{ $state: CalendarDayState; $muted?: boolean }>`
  ${cell};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

export const DayBox = styled.div<{ $state: CalendarDayState; $muted?: boolean }>`
  ${cell};
`;

export const StateLabel = styled.span<{ $state: CalendarDayState }>`
  font-weight: 600;
  color: ${({ theme, $state }) => theme.colors[tone[$state][1]]};
`;

export const Line = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

const bookingTone = { PENDING: 'info', PAID: 'success', PAYMENT_PROCESSING: 'warning' } as const;

export const BookingChip = styled.span<{ $status: string }>`
  display: block;
  overflow: hidden;
  padding: 2px ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 3px solid ${({ theme, $status }) => theme.colors[bookingTone[$status as keyof typeof bookingTone] ?? 'info']};
  overflow-wrap: anywhere;
`;

export const SpaceHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

export const RowHeader = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

export const MonthGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(110px, 1fr));
  gap: 4px;
  min-width: 800px;
`;

export const WeekdayHead = styled.div`
  padding: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: 600;
  text-transform: capitalize;
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Swatch = styled.span<{ $state: CalendarDayState }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  margin-right: ${({ theme }) => theme.space(1)};
  vertical-align: -1px;
  border-radius: 2px;
  background: ${({ theme, $state }) => theme.colors[tone[$state][0]]};
  border: 2px solid ${({ theme, $state }) => theme.colors[tone[$state][1]]};
`;

export const TimeRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;
