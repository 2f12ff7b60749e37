// The services part of the change form: every service of the space with what the proposal holds.
// Services billed per item get a quantity (0 = none); the others are on or off (billed per person,
// per hour or once). Mandatory and included services stay as they are.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Checkbox, NumberField, formatEuroCents } from '@zaalplek/design-system';
import { selectMessages } from '../booking/messages';
import type { ServiceBalance } from '../booking/servicesApi';
import { unitMessages, unitOf } from '../booking/units';
import type { ServiceQuantities } from './changeTerms';
import { changeRequestMessages as m } from './messages';

const List = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const QUANTITY_CHOSEN = new Set(['PER_ITEM', 'PER_ITEM_OR_PER_HOUR']);
const PER_PERSON = new Set(['PER_PERSON', 'ARRANGEMENT']);

/** A service switched on bills per person for everyone, otherwise once. */
const switchedOnQuantity = (orderType: string | null | undefined, attendees: number) =>
  PER_PERSON.has((orderType ?? '').toUpperCase()) ? Math.max(1, attendees) : 1;

export function ServiceChoices({ services, value, attendees, onChange }: {
  services: readonly ServiceBalance[];
  value: ServiceQuantities;
  /** the proposed head count: the quantity of a service billed per person */
  attendees: number;
  onChange: (next: ServiceQuantities) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const set = (id: number, quantity: number) => {
    const next = new Map(value);
    if (quantity > 0) next.set(id, quantity);
    else next.delete(id);
    onChange(next);
  };
  return (
    <List data-testid="change-services">
      <legend><strong>{t(m.services)}</strong></legend>
      {services.map((service) => {
        const included = !service.is_on_demand && service.price === 0;
        const locked = service.is_mandatory || included;
        const quantity = value.get(service.service_id) ?? 0;
        const unit = unitOf(service.order_type);
        const price = service.price > 0
          ? unit ? t(selectMessages.unitPrice, { price: formatEuroCents(intl, service.price), unit: t(unitMessages[unit]) }) : formatEuroCents(intl, service.price)
          : null;
        const description = [
          service.is_mandatory ? t(selectMessages.mandatory) : null,
          included ? t(selectMessages.included) : null,
          price,
          service.remaining_inventory !== null ? t(selectMessages.remaining, { count: service.remaining_inventory }) : null,
        ].filter(Boolean).join(' · ') || undefined;
        if (!locked && QUANTITY_CHOSEN.has((service.order_type ?? '').toUpperCase())) {
          return (
            <NumberField
              key={service.service_id}
              name={`change-service-${service.service_id}`}
              label={t(selectMessages.quantity, { name: service.service_name })}
              hint={description}
              value={quantity}
              max={service.remaining_inventory ?? 500}
              onChange={(n) => set(service.service_id, n ?? 0)}
            />
          );
        }
        return (
          <Checkbox
            key={service.service_id}
            name={`change-service-${service.service_id}`}
            label={service.service_name}
            description={description}
            checked={locked || quantity > 0}
            disabled={locked || (service.remaining_inventory === 0 && quantity === 0)}
            onChange={(e) => set(service.service_id, e.target.checked ? switchedOnQuantity(service.order_type, attendees) : 0)}
          />
        );
      })}
    </List>
  );
}
