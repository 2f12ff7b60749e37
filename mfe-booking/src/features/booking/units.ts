import type { MessageDescriptor } from 'react-intl';

/**
 * The unit of a price, in the same words as on the space page: "p.p.", "per uur", "per stuk"...
 * (order types of the spec: ARRANGEMENT, PER_HOUR, PER_ITEM, PER_PERSON, STATIC, PER_ITEM_OR_PER_HOUR).
 */
export const unitMessages = {
  PER_PERSON: { id: 'BookingUnit.PER_PERSON', defaultMessage: 'p.p.' },
  ARRANGEMENT: { id: 'BookingUnit.ARRANGEMENT', defaultMessage: 'p.p. (arrangement)' },
  PER_HOUR: { id: 'BookingUnit.PER_HOUR', defaultMessage: 'per uur' },
  PER_ITEM: { id: 'BookingUnit.PER_ITEM', defaultMessage: 'per stuk' },
  PER_ITEM_OR_PER_HOUR: { id: 'BookingUnit.PER_ITEM_OR_PER_HOUR', defaultMessage: 'per stuk of per uur' },
  STATIC: { id: 'BookingUnit.STATIC', defaultMessage: 'vast bedrag' },
} satisfies Record<string, MessageDescriptor>;

export type UnitKey = keyof typeof unitMessages;

/** 'per_person' / 'PER_PERSON' -> 'PER_PERSON'; unknown or empty -> null. */
export function unitOf(orderType: string | null | undefined): UnitKey | null {
  const key = (orderType ?? '').toUpperCase();
  return key in unitMessages ? (key as UnitKey) : null;
}
