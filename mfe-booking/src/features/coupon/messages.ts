import type { MessageDescriptor } from 'react-intl';

export const couponMessages = {
  label: { id: 'Coupon.label', defaultMessage: 'Kortingscode' },
  apply: { id: 'Coupon.apply', defaultMessage: 'Toepassen' },
  remove: { id: 'Coupon.remove', defaultMessage: 'Verwijderen' },
  applied: { id: 'Coupon.applied', defaultMessage: 'Kortingscode {code} toegepast' },
  empty: { id: 'Coupon.empty', defaultMessage: 'Vul een kortingscode in' },
  tooLong: { id: 'Coupon.tooLong', defaultMessage: 'Een kortingscode heeft maximaal 50 tekens' },
  hint: { id: 'Coupon.hint', defaultMessage: 'Let op hoofdletters en kleine letters' },
} satisfies Record<string, MessageDescriptor>;
