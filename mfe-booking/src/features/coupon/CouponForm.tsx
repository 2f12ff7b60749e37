import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, TextField } from '@zaalplek/design-system';
import { mapApiError } from '@zaalplek/platform';
import { useApplyCouponMutation, useRemoveCouponMutation } from './couponApi';
import { couponMessages } from './messages';

/** Spec section 5: coupon codes are case-sensitive, max 50 characters. */
export const COUPON_MAX_LENGTH = 50;

const Row = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
  flex-wrap: wrap;
  margin: ${({ theme }) => theme.space(4)} 0;
  & > div { flex: 1 1 220px; margin: 0; }
`;

const Applied = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  color: ${({ theme }) => theme.colors.success};
`;

export interface CouponFormProps {
  bookingId: number;
  spaceId: number;
  /** the code on the booking (booking.coupon_code), null when none */
  couponCode: string | null;
}

/**
 * Apply or remove a coupon on a booking. The code is sent exactly as typed (case-sensitive);
 * the API answers unknown_coupon_code, and too_many_invalid_attempts ({minutes}) after too many tries.
 */
export function CouponForm({ bookingId, spaceId, couponCode }: CouponFormProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applyCoupon, applying] = useApplyCouponMutation();
  const [removeCoupon, removing] = useRemoveCouponMutation();

  if (couponCode) {
    return (
      <Applied data-testid="coupon-applied">
        <span>{intl.formatMessage(couponMessages.applied, { code: couponCode })}</span>
        <Button variant="ghost" size="sm" loading={removing.isLoading} onClick={() => removeCoupon({ booking_id: bookingId })}>
          {intl.formatMessage(couponMessages.remove)}
        </Button>
      </Applied>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(intl.formatMessage(couponMessages.empty));
    if (code.length > COUPON_MAX_LENGTH) return setError(intl.formatMessage(couponMessages.tooLong));
    setError(null);
    const result = await applyCoupon({ booking_id: bookingId, space_id: spaceId, code });
    if ('error' in result && result.error) {
      const mapped = mapApiError(result.error);
      const id = Object.values(mapped.fieldErrors)[0] ?? mapped.formError ?? mapped.toastMessageId ?? 'errors.generic';
      setError(intl.formatMessage({ id }, mapped.messageValues));
    } else {
      setCode('');
    }
  };

  return (
    <Row onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage(couponMessages.label)}
        hint={intl.formatMessage(couponMessages.hint)}
        value={code}
        maxLength={COUPON_MAX_LENGTH}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        onChange={(event) => setCode(event.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" variant="secondary" loading={applying.isLoading}>
        {intl.formatMessage(couponMessages.apply)}
      </Button>
    </Row>
  );
}
