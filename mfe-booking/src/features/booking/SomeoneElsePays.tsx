// "Someone else pays" in the direct step: the guest names the payer, the API stores the payer and makes
// a payment link that it mails to them; the guest can copy the link too. While the payer pays at
// /booking-payment/{hash}, the booking's status comes in live (wait_for_booking_status).
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, TextField } from '@zaalplek/design-system';
import { dispatchZaalplekEvent, mapApiError, useCurrentUser, validators, type Validator } from '@zaalplek/platform';
import { StatusBadge } from '../bookings/StatusBadge';
import { useBookingStatus } from '../booking-payment/waitForBookingStatus';
import { payerMessages as m } from './messages';
import { useCreateBookingPayerMutation, useCreatePaymentLinkMutation, type PaymentLink } from './payerLinkApi';

const Box = styled.section`
  margin: ${({ theme }) => theme.space(5)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
  > :first-child { flex: 1 1 280px; }
`;

interface Values {
  full_name: string;
  email: string;
  phone: string;
  organisation_name: string;
  address: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = { full_name: '', email: '', phone: '', organisation_name: '', address: '' };
const RULES: Record<keyof Values, Validator> = {
  full_name: validators.compose(validators.required, validators.noCode, validators.maxLength(100)),
  email: validators.requiredEmail,
  phone: validators.compose(validators.noCode, validators.phone),
  organisation_name: validators.compose(validators.noCode, validators.maxLength(50)),
  address: validators.compose(validators.noCode, validators.maxLength(100)),
};

/** Copies the link; false when the browser refused or the copy differs (spec: "not copied correctly"). */
export async function copyLink(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * `prepare` turns a draft into a reservation first (the link pays what is open on it); false when that
 * failed (the caller shows why). `onOpen` tells the step to keep this panel while the status moves on.
 */
export function SomeoneElsePays({ bookingId, prepare, onOpen }: { bookingId: number; prepare: () => Promise<boolean>; onOpen: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<PaymentLink | null>(null);
  const [createPayer] = useCreateBookingPayerMutation();
  const [createLink] = useCreatePaymentLinkMutation();
  const live = useBookingStatus(bookingId, user?.accountId ?? null, link !== null);

  const set = (name: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));
  const fullUrl = link ? new URL(link.payment_link, window.location.origin).toString() : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: Errors = {};
    for (const name of Object.keys(RULES) as (keyof Values)[]) {
      const id = RULES[name](values[name].trim());
      if (id) found[name] = t({ id });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const fail = (error: unknown) => {
      const mapped = mapApiError(error);
      const fields: Errors = {};
      for (const [field, id] of Object.entries(mapped.fieldErrors)) if (field in EMPTY) fields[field as keyof Values] = t({ id }, mapped.messageValues);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(t({ id: mapped.formError ?? mapped.toastMessageId ?? 'errors.generic' }, mapped.messageValues));
      setBusy(false);
    };
    if (!(await prepare())) return setBusy(false);
    const payer = await createPayer({
      booking_id: bookingId,
      input: {
        full_name: values.full_name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() ? validators.normalisePhone(values.phone.trim()) : null,
        organisation_name: values.organisation_name.trim() || null,
        address: values.address.trim() || null,
      },
    });
    if ('error' in payer) return fail(payer.error);
    const made = await createLink({ booking_id: bookingId, payer_id: payer.data.payer_id });
    if ('error' in made) return fail(made.error);
    setLink(made.data);
    setBusy(false);
  };

  const copy = async () => {
    const ok = await copyLink(fullUrl);
    dispatchZaalplekEvent('zaalplek:toast', ok ? { message: t(m.copied), kind: 'success' } : { message: t(m.notCopied), kind: 'error' });
  };

  if (!open) {
    return (
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true);
          onOpen();
        }}
        data-testid="someone-else-pays"
      >
        {t(m.open)}
      </Button>
    );
  }

  if (link) {
    const status = live?.booking_status ?? null;
    return (
      <Box data-testid="payer-link" aria-labelledby="payer-link-heading">
        <h3 id="payer-link-heading">{t(m.linkHeading)}</h3>
        <p>{t(m.mailed, { email: link.payer?.email ?? values.email })}</p>
        <LinkRow>
          <TextField label={t(m.linkLabel)} value={fullUrl} readOnly data-testid="payer-link-url" onFocus={(e) => e.currentTarget.select()} />
          <Button onClick={() => void copy()} data-testid="copy-payer-link">
            {t(m.copy)}
          </Button>
        </LinkRow>
        <p data-testid="payer-link-status" data-status={status ?? 'PENDING'} aria-live="polite">
          {status === 'PAID' ? t(m.paid) : t(m.waiting)} {status && <StatusBadge status={status} />}
        </p>
      </Box>
    );
  }

  return (
    <Box aria-labelledby="payer-form-heading">
      <h3 id="payer-form-heading">{t(m.heading)}</h3>
      <p>{t(m.intro)}</p>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="payer-form">
        <TextField label={t(m.fullName)} value={values.full_name} onChange={set('full_name')} error={errors.full_name} required />
        <TextField label={t(m.email)} type="email" value={values.email} onChange={set('email')} error={errors.email} required />
        <TextField label={t(m.phone)} type="tel" value={values.phone} onChange={set('phone')} error={errors.phone} />
        <TextField label={t(m.organisation)} value={values.organisation_name} onChange={set('organisation_name')} error={errors.organisation_name} maxLength={50} />
        <TextField label={t(m.address)} value={values.address} onChange={set('address')} error={errors.address} maxLength={100} />
        {formError && <p role="alert">{formError}</p>}
        <Button type="submit" loading={busy} disabled={busy} data-testid="payer-submit">
          {t(m.submit)}
        </Button>
      </form>
    </Box>
  );
}
