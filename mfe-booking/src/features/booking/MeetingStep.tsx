import { useState } from 'react';
import { useIntl } from 'react-intl';
import { mapApiError, useCurrentUser } from '@zaalplek/platform';
import { CouponForm } from '../coupon/CouponForm';
import { useUpdateBookingMeetingMutation } from './bookingApi';
import { isRequestBooking } from './nextAction';
import { RequestForm } from './RequestForm';
import { toMeetingInput, type RequestFormValues } from './requestForm';
import type { Booking } from './types';

/** API field names that differ from the form's. */
const FORM_FIELD: Record<string, string> = { coc: 'kvk_number' };

/** Step "meeting": the request form and the coupon; saving goes to the direct step. */
export function MeetingStep({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const [save] = useUpdateBookingMeetingMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const afterpayAllowed = Boolean(booking.space?.is_afterpay_allowed);

  const onSubmit = async (values: RequestFormValues) => {
    setServerErrors({});
    setFormError(null);
    const input = {
      ...toMeetingInput(values),
      ...(afterpayAllowed ? { payment_option: values.payment_option } : {}),
      ...(booking.is_discount_applied && values.discount_reason ? { discount_reason: values.discount_reason.trim() } : {}),
    };
    const result = await save({ booking_id: booking.booking_id, input });
    if ('error' in result && result.error) {
      const mapped = mapApiError(result.error);
      const fields: Record<string, string> = {};
      for (const [field, id] of Object.entries(mapped.fieldErrors)) {
        fields[FORM_FIELD[field] ?? field] = intl.formatMessage({ id }, mapped.messageValues);
      }
      setServerErrors(fields);
      const id = mapped.formError ?? mapped.toastMessageId;
      if (id || Object.keys(fields).length === 0) setFormError(intl.formatMessage({ id: id ?? 'errors.generic' }, mapped.messageValues));
      return;
    }
    onDone();
  };

  return (
    <section>
      {booking.space && <CouponForm bookingId={booking.booking_id} spaceId={booking.space.space_id} couponCode={booking.coupon_code} />}
      {formError && <p role="alert">{formError}</p>}
      <RequestForm
        initialValues={{
          meeting_name: booking.meeting_name ?? '',
          meeting_description: booking.meeting_description ?? '',
          discount_reason: booking.discount_reason ?? '',
          payment_option: booking.payment_option ?? 'DIRECT',
          organisation_name: booking.organisation_name ?? '',
          kvk_number: booking.coc ?? '',
          billing_address: booking.billing_address ?? '',
          comment: booking.comment ?? '',
          terms_accepted: false,
        }}
        context={{
          hasSlot: Boolean(booking.slot_start && booking.slot_end),
          attendees: booking.attendees,
          isGuestRole: !user || user.accountState !== 'VENDOR',
          discountRequested: Boolean(booking.is_discount_applied),
        }}
        afterpayAllowed={afterpayAllowed}
        isRequest={isRequestBooking(booking)}
        serverErrors={serverErrors}
        onSubmit={onSubmit}
      />
    </section>
  );
}
