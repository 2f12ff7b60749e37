import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ConfirmWithReasonDialog, formatEuroCents, Modal, Spinner } from '@zaalplek/design-system';
import { TIME_ZONE } from '@zaalplek/platform';
import { useApiErrorText } from '../admin/apiErrors';
import { Muted } from '../admin/styles';
import { useAllowed } from '../admin/useAllowed';
import { detailMessages as m } from './detailMessages';
import { useBlockAccountMutation, useCustomerDetailQuery, useUnblockAccountMutation } from './customerApi';

/** One account for staff: block state with its cause and reason, bookings and documents; block / unblock for admins. */
export function CustomerDetailDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const intl = useIntl();
  const allowed = useAllowed();
  const errorText = useApiErrorText();
  const { data, isError, refetch } = useCustomerDetailQuery({ account_id: accountId });
  const [block] = useBlockAccountMutation();
  const [unblock, { isLoading: unblocking }] = useUnblockAccountMutation();
  const [asking, setAsking] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const date = (iso: string) => intl.formatDate(iso, { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
  const name = data ? [data.first_name, data.last_name].filter(Boolean).join(' ') || data.email : '';

  const doBlock = async (reason: string) => {
    try {
      await block({ account_id: accountId, reason }).unwrap();
      setAsking(false);
      setNotice({ text: intl.formatMessage(m.blocked, { name }), error: false });
      void refetch();
    } catch (e) {
      setDialogError(errorText(e));
    }
  };
  const doUnblock = async () => {
    try {
      await unblock({ account_id: accountId }).unwrap();
      setNotice({ text: intl.formatMessage(m.unblocked, { name }), error: false });
      void refetch();
    } catch (e) {
      setNotice({ text: errorText(e), error: true });
    }
  };

  let body;
  if (isError) body = <p role="alert">{intl.formatMessage(m.loadError)}</p>;
  else if (!data) body = <Spinner />;
  else {
    let state = intl.formatMessage(m.active);
    if (data.is_blocked) {
      state = data.block_cause === 'POST_PAYMENT_OVERDUE'
        ? intl.formatMessage(m.blockedOverdue, { date: data.ts_blocked ? date(data.ts_blocked) : '', booking: data.blocked_booking_id ?? '' })
        : intl.formatMessage(m.blockedStaff, { date: data.ts_blocked ? date(data.ts_blocked) : '' });
    }
    body = (
      <div data-testid="customer-detail">
        <p>{data.email}{data.phone ? ` · ${data.phone}` : ''}</p>
        <Muted>{intl.formatMessage(m.memberSince, { date: date(data.ts_created) })}</Muted>
        <p>{state}</p>
        {data.is_blocked && data.block_reason && <Muted>{intl.formatMessage(m.reason, { reason: data.block_reason })}</Muted>}
        {allowed('admin.accounts.block') && (data.is_blocked ? (
          <Button size="sm" variant="secondary" loading={unblocking} onClick={() => void doUnblock()}>{intl.formatMessage(m.unblock)}</Button>
        ) : (
          <Button size="sm" variant="danger" onClick={() => { setDialogError(null); setAsking(true); }}>{intl.formatMessage(m.block)}</Button>
        ))}
        {notice && <p role={notice.error ? 'alert' : 'status'}>{notice.text}</p>}
        <h3>{intl.formatMessage(m.bookings)}</h3>
        {data.bookings.length === 0 ? <p>{intl.formatMessage(m.noBookings)}</p> : (
          <ul>
            {data.bookings.map((b) => (
              <li key={b.booking_id}>{intl.formatMessage(m.booking, { id: b.booking_id, space: b.space_name, when: date(b.booking_start), status: b.booking_status })}</li>
            ))}
          </ul>
        )}
        <h3>{intl.formatMessage(m.documents)}</h3>
        {data.documents.length === 0 ? <p>{intl.formatMessage(m.noDocuments)}</p> : (
          <ul>
            {data.documents.map((d) => {
              const type = d.invoice_type === 'INVOICE' || d.invoice_type === 'PROOF_OF_PAYMENT' || d.invoice_type === 'REFUND' ? intl.formatMessage(m[d.invoice_type]) : d.invoice_type;
              return (
                <li key={d.finance_document_id}>
                  <a href={`/api/finance/document/${d.finance_document_id}/`} target="_blank" rel="noopener noreferrer">
                    {intl.formatMessage(m.document, { number: d.document_number, type, amount: formatEuroCents(intl, d.amount) })}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    );
  }

  return (
    <>
      <Modal open size="lg" onClose={onClose} title={name || '…'} footer={<Button variant="ghost" onClick={onClose}>{intl.formatMessage(m.close)}</Button>}>
        {body}
      </Modal>
      <ConfirmWithReasonDialog
        open={asking}
        title={intl.formatMessage(m.blockTitle, { name })}
        description={intl.formatMessage(m.blockDescription)}
        confirmLabel={intl.formatMessage(m.block)}
        onConfirm={doBlock}
        onCancel={() => setAsking(false)}
        error={dialogError}
      />
    </>
  );
}
