import { useIntl } from 'react-intl';
import { Field, Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Button, DatePicker, Modal, TimeSelect } from '@zaalplek/design-system';
import { toApiErrorBody } from '@zaalplek/platform';
import { NumberInput, SelectInput, TextAreaInput, TextInput, useFieldError } from '../onboarding/form/fields';
import { apiErrorText } from '../team/apiErrorText';
import { amsterdamToIso, isoToAmsterdam } from '../vendor-bookings/dateFormat';
import { Notice } from '../vendor-bookings/styles';
import type { Coupon, CouponInput } from './couponsApi';
import { validateCoupon, type CouponFormValues } from './couponValidation';
import { couponsMessages as m } from './messages';

const API_FIELDS = new Set(['coupon_code', 'coupon_description', 'discount_percentage', 'usage_limit', 'starts_from', 'expires_at', 'space_id']);

function initial(coupon: Coupon | null, today: string): CouponFormValues {
  const start = coupon ? isoToAmsterdam(coupon.starts_from) : { date: today, time: '' };
  return {
    coupon_code: coupon?.coupon_code ?? '',
    coupon_description: coupon?.coupon_description ?? '',
    discount_percentage: coupon?.discount_percentage ?? null,
    usage_limit: coupon?.usage_limit ?? 1,
    space_id: coupon?.space ? String(coupon.space.space_id) : '',
    starts_from: start.date,
    starts_time: start.time,
    expires_at: coupon?.expires_at ? isoToAmsterdam(coupon.expires_at).date : '',
  };
}

/** The add/edit coupon modal. "Valid from" without a time = now (the API's default) when it is today. */
export function CouponForm({
  venueId,
  coupon,
  spaces,
  today,
  onSave,
  onClose,
}: {
  venueId: number;
  coupon: Coupon | null;
  spaces: { space_id: number; space_name: string }[];
  today: string;
  onSave: (coupon_id: number | null, input: CouponInput) => Promise<void>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const initialValues = initial(coupon, today);
  return (
    <Form<CouponFormValues>
      initialValues={initialValues}
      validate={(values) => {
        const errors: Record<string, string> = {};
        for (const [field, key] of Object.entries(validateCoupon(values))) errors[field] = m[key].id;
        return errors;
      }}
      onSubmit={async (v) => {
        const startChanged = v.starts_from !== initialValues.starts_from || v.starts_time !== initialValues.starts_time;
        const starts_from = coupon && !startChanged ? coupon.starts_from : v.starts_from === today && !v.starts_time ? null : amsterdamToIso(v.starts_from, v.starts_time || '00:00');
        try {
          await onSave(coupon?.coupon_id ?? null, {
            venue_id: venueId,
            space_id: v.space_id ? Number(v.space_id) : null,
            coupon_code: v.coupon_code,
            coupon_description: v.coupon_description.trim() || null,
            starts_from,
            expires_at: v.expires_at ? amsterdamToIso(v.expires_at, '23:59') : null,
            discount_percentage: Number(v.discount_percentage),
            usage_limit: Number(v.usage_limit),
          });
          return undefined;
        } catch (err) {
          const body = toApiErrorBody(err);
          const field = typeof body.meta?.field === 'string' ? body.meta.field : body.entity ?? '';
          if (body.key && body.key in m && API_FIELDS.has(field)) {
            return { [field]: { id: m[body.key as keyof typeof m].id, values: { max: Number(body.meta?.max ?? 0) } } };
          }
          return { [FORM_ERROR]: apiErrorText(intl, err) };
        }
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <Modal
          open
          onClose={onClose}
          title={intl.formatMessage(coupon ? m.editTitle : m.addTitle)}
          footer={
            <>
              <Button variant="ghost" type="button" onClick={onClose}>
                {intl.formatMessage(m.close)}
              </Button>
              <Button type="submit" form="coupon-form" loading={submitting}>
                {intl.formatMessage(m.save)}
              </Button>
            </>
          }
        >
          <form id="coupon-form" onSubmit={handleSubmit} noValidate>
            {submitError && (
              <Notice $tone="danger" role="alert">
                {submitError}
              </Notice>
            )}
            <TextInput name="coupon_code" label={intl.formatMessage(m.code)} required maxLength={60} />
            <TextAreaInput name="coupon_description" label={intl.formatMessage(m.description)} />
            <NumberInput name="discount_percentage" label={intl.formatMessage(m.discount)} required max={100} />
            <NumberInput name="usage_limit" label={intl.formatMessage(m.usageLimit)} required />
            <SelectInput
              name="space_id"
              label={intl.formatMessage(m.space)}
              placeholder={intl.formatMessage(m.allSpaces)}
              options={spaces.map((s) => ({ value: String(s.space_id), label: s.space_name }))}
            />
            <DateInput name="starts_from" label={intl.formatMessage(m.startsFrom)} min={today} required />
            <Field<string> name="starts_time">
              {({ input }) => <TimeSelect label={intl.formatMessage(m.startsTime)} value={input.value || null} onChange={(t) => input.onChange(t ?? '')} />}
            </Field>
            <DateInput name="expires_at" label={intl.formatMessage(m.expiresAt)} min={today} />
          </form>
        </Modal>
      )}
    </Form>
  );
}

function DateInput({ name, label, min, required }: { name: string; label: string; min: string; required?: boolean }) {
  return <Field<string> name={name}>{({ input, meta }) => <DateInner label={label} min={min} required={required} value={input.value} onChange={input.onChange} meta={meta} />}</Field>;
}

function DateInner({ label, min, required, value, onChange, meta }: { label: string; min: string; required?: boolean; value: string; onChange: (v: string) => void; meta: Parameters<typeof useFieldError>[0] }) {
  const error = useFieldError(meta);
  return <DatePicker label={label} min={min} required={required} value={value || null} onChange={(v) => onChange(v ?? '')} error={error} />;
}
