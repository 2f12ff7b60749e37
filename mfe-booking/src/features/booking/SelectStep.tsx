import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Checkbox, formatEuroCents } from '@zaalplek/design-system';
import { amsterdamDay, amsterdamTime } from '../bookings/format';
import { flowMessages, selectMessages } from './messages';
import { useSpaceServiceBalanceQuery } from './servicesApi';
import type { Booking } from './types';
import { unitMessages, unitOf } from './units';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  dt { font-weight: 600; }
  dd { margin: 0; }
`;

const Services = styled.ul`
  list-style: none;
  padding: 0;
  li { margin-bottom: ${({ theme }) => theme.space(2)}; }
`;

/**
 * Step "select": the chosen slot, guests, layout and services of the booking as the API stored
 * them; services come from space_service_balance (mandatory ones locked, what is left of each).
 */
export function SelectStep({ booking, onNext }: { booking: Booking; onNext: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const items = booking.order?.order_items ?? [];
  const configuration = items.find((i) => i.order_item_type === 'CONFIGURATION');
  const chosen = new Map(items.filter((i) => i.order_item_type === 'SERVICE').map((i) => [i.reference_id, i.quantity]));
  const { data: services = [] } = useSpaceServiceBalanceQuery(
    { space_id: booking.space?.space_id ?? 0, booking_start: booking.slot_start, booking_end: booking.slot_end },
    { skip: !booking.space },
  );

  return (
    <section aria-labelledby="select-heading">
      <h2 id="select-heading">{t(selectMessages.heading)}</h2>
      <Facts>
        <dt>{t(selectMessages.when)}</dt>
        <dd data-testid="booking-slot">
          {t(selectMessages.slot, {
            date: amsterdamDay(booking.slot_start),
            start: amsterdamTime(booking.slot_start),
            end: amsterdamTime(booking.slot_end),
          })}
        </dd>
        <dt>{t(selectMessages.attendees)}</dt>
        <dd data-testid="booking-attendees">{booking.attendees}</dd>
        {configuration && (
          <>
            <dt>{t(selectMessages.configuration)}</dt>
            <dd>{configuration.service_name}</dd>
          </>
        )}
      </Facts>
      {services.length > 0 && (
        <>
          <h3>{t(selectMessages.services)}</h3>
          <Services>
            {services.map((service) => {
              const quantity = chosen.get(service.service_id);
              const included = !service.is_on_demand && service.price === 0; // standard service: part of the space price
              const soldOut = service.remaining_inventory !== null && service.remaining_inventory <= 0 && !quantity;
              return (
                <li key={service.service_id}>
                  <Checkbox
                    label={quantity && quantity > 1 ? `${quantity} x ${service.service_name}` : service.service_name}
                    checked={Boolean(quantity) || service.is_mandatory || included}
                    disabled
                    readOnly
                    description={[
                      service.is_mandatory ? t(selectMessages.mandatory) : null,
                      included ? t(selectMessages.included) : null,
                      service.price > 0
                        ? (() => {
                            const unit = unitOf(service.order_type);
                            return unit ? t(selectMessages.unitPrice, { price: formatEuroCents(intl, service.price), unit: t(unitMessages[unit]) }) : formatEuroCents(intl, service.price);
                          })()
                        : null,
                      soldOut
                        ? t(selectMessages.soldOut)
                        : service.remaining_inventory !== null
                          ? t(selectMessages.remaining, { count: service.remaining_inventory })
                          : null,
                    ]
                      .filter(Boolean)
                      .join(' · ') || undefined}
                  />
                </li>
              );
            })}
          </Services>
        </>
      )}
      <Button onClick={onNext}>{t(flowMessages.next)}</Button>
    </section>
  );
}
