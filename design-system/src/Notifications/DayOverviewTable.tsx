import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDsIntl } from '@zaalplek/design-system/core';
import { Table, type TableColumn } from '../Table';
import { TIME_ZONE } from '../timeZone';

export interface DayOverviewItem {
  type: string;
  name: string;
  quantity: number;
}

export interface DayOverviewRow {
  booking_id: number;
  attendees: number;
  slot_start: string;
  slot_end: string;
  space_name: string;
  venue_id?: number;
  venue_name?: string;
  order_items: DayOverviewItem[];
}

export interface DayOverviewTableProps {
  rows: DayOverviewRow[];
  caption: ReactNode;
  /** a link to the booking (host booking page), else the number as text */
  bookingLink?: (row: DayOverviewRow) => ReactNode;
  className?: string;
}

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li { margin-top: 2px; }
`;

const Type = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  text-transform: uppercase;
  margin-right: ${({ theme }) => theme.space(2)};
`;

/** The host's day overview: each booking of the day with its slot, space, attendees and what to prepare. */
export function DayOverviewTable({ rows, caption, bookingLink, className }: DayOverviewTableProps) {
  const intl = useDsIntl();
  const time = (iso: string) => intl.formatTime(iso, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const typeLabel = (type: string) => ({
    SPACE: intl.formatMessage({ id: 'DayOverviewTable.type.space', defaultMessage: 'Ruimte' }),
    CATERING: intl.formatMessage({ id: 'DayOverviewTable.type.catering', defaultMessage: 'Catering' }),
    FACILITY: intl.formatMessage({ id: 'DayOverviewTable.type.facility', defaultMessage: 'Faciliteit' }),
    HUMAN_RESOURCE: intl.formatMessage({ id: 'DayOverviewTable.type.staff', defaultMessage: 'Personeel' }),
  } as Record<string, string>)[type] ?? intl.formatMessage({ id: 'DayOverviewTable.type.other', defaultMessage: 'Overig' });
  const columns: TableColumn<DayOverviewRow>[] = [
    { key: 'slot', header: intl.formatMessage({ id: 'DayOverviewTable.slot', defaultMessage: 'Tijd' }), render: (r) => `${time(r.slot_start)} – ${time(r.slot_end)}` },
    { key: 'booking', header: intl.formatMessage({ id: 'DayOverviewTable.booking', defaultMessage: 'Boeking' }), render: (r) => bookingLink?.(r) ?? `#${r.booking_id}` },
    { key: 'space', header: intl.formatMessage({ id: 'DayOverviewTable.space', defaultMessage: 'Ruimte' }), render: (r) => (r.venue_name ? `${r.space_name} · ${r.venue_name}` : r.space_name) },
    { key: 'attendees', header: intl.formatMessage({ id: 'DayOverviewTable.attendees', defaultMessage: 'Personen' }), align: 'right', render: (r) => r.attendees },
    {
      key: 'items',
      header: intl.formatMessage({ id: 'DayOverviewTable.items', defaultMessage: 'Voorbereiden' }),
      render: (r) => (
        <Items>
          {r.order_items.map((item, i) => (
            <li key={i} data-item-type={item.type}>
              <Type>{typeLabel(item.type)}</Type>
              {intl.formatMessage({ id: 'DayOverviewTable.quantity', defaultMessage: '{quantity} × {name}' }, { quantity: item.quantity, name: item.name })}
            </li>
          ))}
        </Items>
      ),
    },
  ];
  return (
    <Table
      className={className}
      caption={caption}
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.booking_id}
      emptyText={intl.formatMessage({ id: 'DayOverviewTable.empty', defaultMessage: 'Geen boekingen op deze dag' })}
    />
  );
}
