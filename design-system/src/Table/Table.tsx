import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDsIntl } from '@zaalplek/design-system/core';

export type SortDirection = 'asc' | 'desc';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to row[key]. */
  render?: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  sortable?: boolean;
  width?: string;
}

export interface TableProps<Row> {
  columns: TableColumn<Row>[];
  rows: Row[];
  getRowKey: (row: Row, index: number) => string | number;
  /** Visible caption; also the table's accessible name. */
  caption: ReactNode;
  hideCaption?: boolean;
  /** Shown in one full-width cell when there are no rows; default "Geen resultaten" / "No results". */
  emptyText?: ReactNode;
  sort?: { key: string; direction: SortDirection };
  onSortChange?: (sort: { key: string; direction: SortDirection }) => void;
  onRowClick?: (row: Row) => void;
  className?: string;
}

const Wrapper = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  th, td { padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  thead th { background: ${({ theme }) => theme.colors.surfaceMuted}; font-weight: ${({ theme }) => theme.typography.fontWeight.semibold}; white-space: nowrap; }
  tbody tr:last-child td { border-bottom: 0; }
  tbody tr[data-clickable='true'] { cursor: pointer; }
  tbody tr[data-clickable='true']:hover { background: ${({ theme }) => theme.colors.background}; }
`;

const Caption = styled.caption<{ $hidden: boolean }>`
  text-align: left;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  ${({ $hidden }) => ($hidden ? 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);' : '')}
`;

const SortButton = styled.button`
  all: inherit;
  display: inline-flex;
  gap: 4px;
  align-items: center;
  cursor: pointer;
  &:focus-visible { ${({ theme }) => theme.focusRing} }
`;

const Empty = styled.td`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function ariaSort(active: boolean, direction: SortDirection | undefined) {
  if (!active) return 'none' as const;
  return direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

/** Data table with caption, optional controlled sorting (aria-sort) and an empty state. */
export function Table<Row>({
  columns, rows, getRowKey, caption, hideCaption = false, emptyText, sort, onSortChange, onRowClick, className,
}: TableProps<Row>) {
  const intl = useDsIntl();
  return (
    <Wrapper className={className}>
      <StyledTable>
        <Caption $hidden={hideCaption}>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((col) => {
              const active = sort?.key === col.key;
              return (
                <th
                  key={col.key}
                  scope="col"
                  style={{ textAlign: col.align ?? 'left', width: col.width }}
                  aria-sort={col.sortable ? ariaSort(active, sort?.direction) : undefined}
                >
                  {col.sortable && onSortChange ? (
                    <SortButton
                      type="button"
                      onClick={() => onSortChange({ key: col.key, direction: active && sort?.direction === 'asc' ? 'desc' : 'asc' })}
                    >
                      {col.header}
                      <span aria-hidden="true">{active ? (sort?.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                    </SortButton>
                  ) : (
                    col.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={columns.length}>{emptyText ?? intl.formatMessage({ id: 'Table.empty', defaultMessage: 'Geen resultaten' })}</Empty>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={getRowKey(row, index)} data-clickable={onRowClick ? 'true' : undefined} onClick={onRowClick ? () => onRowClick(row) : undefined}>
                {columns.map((col) => (
                  <td key={col.key} style={{ textAlign: col.align ?? 'left' }}>
                    {col.render ? col.render(row) : String((row as Record<string, unknown>)[col.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Wrapper>
  );
}
