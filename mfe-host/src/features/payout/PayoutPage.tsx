import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Button, Pagination, Spinner, Table, formatEuroCents, type TableColumn } from '@zaalplek/design-system';
import { toApiErrorBody } from '@zaalplek/platform';
import { TextInput } from '../onboarding/form/fields';
import { apiErrorText } from '../team/apiErrorText';
import { formatDate } from '../vendor-bookings/dateFormat';
import { Badge, Muted, Notice, Stack } from '../vendor-bookings/styles';
import { validateBank, normaliseIban, type BankValues } from './ibanValidation';
import { payoutMessages as m, payoutStatusMessages } from './messages';
import { useGetBankInfoQuery, useGetPayoutsQuery, useSaveBankInfoMutation, type Payout } from './payoutApi';

const FIELD_KEYS = new Set(['required', 'invalid_iban', 'bank_ascription_mismatch']);

function BankForm() {
  const intl = useIntl();
  const { data: bank } = useGetBankInfoQuery();
  const [save] = useSaveBankInfoMutation();
  const [saved, setSaved] = useState(false);
  return (
    <Form<BankValues>
      initialValues={{ bank_ascription: bank?.bank_ascription ?? '', iban: bank?.iban ?? '' }}
      validate={(values) => {
        const errors: Record<string, string> = {};
        for (const [field, key] of Object.entries(validateBank(values))) errors[field] = m[key].id;
        return errors;
      }}
      onSubmit={async (values) => {
        setSaved(false);
        try {
          await save({ bank_ascription: values.bank_ascription.trim(), iban: normaliseIban(values.iban) }).unwrap();
          setSaved(true);
          return undefined;
        } catch (err) {
          // FIELD_VALIDATION on the field the API names (meta.field, else entity); anything else above the form
          const body = toApiErrorBody(err);
          const field = typeof body.meta?.field === 'string' ? body.meta.field : body.entity;
          if (body.error_type === 'FIELD_VALIDATION' && body.key && FIELD_KEYS.has(body.key) && (field === 'iban' || field === 'bank_ascription')) {
            return { [field]: m[body.key as 'required'].id };
          }
          return { [FORM_ERROR]: apiErrorText(intl, err) };
        }
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate data-testid="bank-form">
          <h3>{intl.formatMessage(m.bankTitle)}</h3>
          <p>
            <Muted>{intl.formatMessage(m.bankHint)}</Muted>
          </p>
          {bank && <p>{intl.formatMessage(m.current, { iban: bank.iban, holder: bank.bank_ascription })}</p>}
          {submitError && (
            <Notice $tone="danger" role="alert">
              {submitError}
            </Notice>
          )}
          {saved && <Notice role="status">{intl.formatMessage(m.saved)}</Notice>}
          <TextInput name="iban" label={intl.formatMessage(m.iban)} required />
          <TextInput name="bank_ascription" label={intl.formatMessage(m.holder)} required />
          <Button type="submit" loading={submitting}>
            {intl.formatMessage(m.save)}
          </Button>
        </form>
      )}
    </Form>
  );
}

function PayoutList() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useGetPayoutsQuery({ page, size: 20 });
  const columns: TableColumn<Payout>[] = [
    { key: 'booking', header: intl.formatMessage(m.colBooking), render: (p) => `#${p.booking_id}` },
    { key: 'space', header: intl.formatMessage(m.colSpace), render: (p) => [p.space_name, p.venue_name].filter(Boolean).join(', ') },
    { key: 'paid', header: intl.formatMessage(m.colPaid), align: 'right', render: (p) => formatEuroCents(intl, p.amount_paid) },
    { key: 'payout', header: intl.formatMessage(m.colPayout), align: 'right', render: (p) => formatEuroCents(intl, p.payout_amount) },
    { key: 'invoice', header: intl.formatMessage(m.colInvoice), render: (p) => [p.invoice_number, formatDate(p.invoice_date)].filter(Boolean).join(' · ') },
    {
      key: 'status',
      header: intl.formatMessage(m.colStatus),
      render: (p) => {
        const label = payoutStatusMessages[p.payout_status as keyof typeof payoutStatusMessages];
        return <Badge $tone={p.payout_status === 'COMPLETED' ? 'success' : 'muted'}>{label ? intl.formatMessage(label) : p.payout_status}</Badge>;
      },
    },
    { key: 'date', header: intl.formatMessage(m.colDate), render: (p) => formatDate(p.payout_date) },
  ];
  if (isLoading) return <Spinner />;
  if (isError || !data)
    return (
      <Notice $tone="danger" role="alert">
        {intl.formatMessage(m.loadError)}
      </Notice>
    );
  return (
    <>
      <Table<Payout> caption={intl.formatMessage(m.listCaption)} columns={columns} rows={data.result} getRowKey={(p) => p.payout_id} emptyText={intl.formatMessage(m.empty)} />
      {data.total_pages > 1 && <Pagination page={page} pageCount={data.total_pages} onPageChange={setPage} />}
    </>
  );
}

/** /profile/payout: the IBAN for payouts and the organisation's payouts. */
export function PayoutPage() {
  const intl = useIntl();
  return (
    <Stack data-testid="payout-page">
      <h2>{intl.formatMessage(m.title)}</h2>
      <BankForm />
      <PayoutList />
    </Stack>
  );
}
