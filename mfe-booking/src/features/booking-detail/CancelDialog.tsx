import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Modal, formatEuroCents } from '@zaalplek/design-system';
import { mapApiError } from '@zaalplek/platform';
import { TextAreaField } from '../booking/TextAreaField';
import { useCancelBookingMutation, useCheckRefundQuery } from '../booking/bookingApi';
import { cancelMessages } from './messages';

/** Cancel with a reason; check_refund is asked first and its answer shown before confirming. */
export function CancelDialog({ bookingId, totalPaid, onClose }: { bookingId: number; totalPaid: number; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data: refund } = useCheckRefundQuery(bookingId);
  const [cancel, { isLoading }] = useCancelBookingMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    const result = await cancel({ booking_id: bookingId, cancellation_reason: reason.trim() || undefined });
    if ('error' in result) {
      const mapped = mapApiError(result.error);
      setError(t({ id: mapped.formError ?? mapped.toastMessageId ?? 'errors.generic' }, mapped.messageValues));
      return;
    }
    onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t(cancelMessages.title)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>{t(cancelMessages.keep)}</Button>
          <Button variant="danger" onClick={confirm} loading={isLoading} disabled={!refund}>{t(cancelMessages.confirm)}</Button>
        </>
      }
    >
      {refund && (
        <p data-testid="refund-check">
          {totalPaid === 0
            ? t(cancelMessages.nothingPaid)
            : refund.is_available && refund.refund_total > 0
              ? t(cancelMessages.refund, { amount: formatEuroCents(intl, refund.refund_total) })
              : t(cancelMessages.noRefund)}
        </p>
      )}
      <TextAreaField label={t(cancelMessages.reason)} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
      {error && <p role="alert">{error}</p>}
    </Modal>
  );
}
