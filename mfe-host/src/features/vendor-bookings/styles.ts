import styled from 'styled-components';

export { Page, Badge, Muted } from '../spaces/styles';

/** A row of controls above a list (filters, links, buttons). */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Notice = styled.p<{ $tone?: 'success' | 'danger' | 'warning' }>`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone = 'success' }) => theme.colors[`${$tone}Soft`]};
  color: ${({ theme, $tone = 'success' }) => theme.colors[$tone]};
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const StatButton = styled.button<{ $selected: boolean }>`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.textInverse : theme.colors.text)};
  font: inherit;
  cursor: pointer;
`;

/** Label/value pairs of one booking. */
export const DetailList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div { display: grid; grid-template-columns: minmax(120px, 1fr) 2fr; gap: ${({ theme }) => theme.space(3)}; }
  dt { font-weight: 600; }
  dd { margin: 0; white-space: pre-wrap; }
`;

/** The booking cell of a row: opens the booking's detail. */
export const RowLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible { ${({ theme }) => theme.focusRing} }
`;
