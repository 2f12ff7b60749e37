import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { bookingStatusMessages } from './messages';

/** How a status looks: what needs the guest's action stands out from what is settled. */
export type StatusTone = 'success' | 'warning' | 'info' | 'muted';

const TONES: Record<string, StatusTone> = {
  PAID: 'success',
  COMPLETED: 'success',
  UNPAID: 'warning',
  PAYMENT_PROCESSING: 'info',
  WAITING_FOR_HOST: 'info',
  WAITING_FOR_CUSTOMER: 'warning',
  PENDING: 'info',
  DRAFT: 'muted',
};

export function statusTone(status: string): StatusTone {
  return TONES[status] ?? 'muted';
}

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  white-space: nowrap;
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.successSoft : $tone === 'warning' ? theme.colors.warningSoft : $tone === 'info' ? theme.colors.infoSoft : theme.colors.surfaceMuted};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'warning' ? theme.colors.warning : theme.colors.text)};
`;

/**
 * A booking's status in the one vocabulary of list, detail and summary: the API's display status
 * (WAITING_FOR_HOST, UNPAID, PAID, ...), falling back to the booking status.
 */
export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  const intl = useIntl();
  const message = bookingStatusMessages[status as keyof typeof bookingStatusMessages];
  return (
    <Badge $tone={statusTone(status)} data-status={status} data-tone={statusTone(status)} data-testid={testId}>
      {message ? intl.formatMessage(message) : status}
    </Badge>
  );
}
