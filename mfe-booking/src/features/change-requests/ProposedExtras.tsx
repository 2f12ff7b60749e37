// What an open change request proposes beyond date, times and head count: another layout and/or
// other services (named from the space's layouts and services), shown only when they differ from
// the terms in force.
import { useIntl } from 'react-intl';
import { useSpaceServiceBalanceQuery } from '../booking/servicesApi';
import type { Booking, BookingChangeRequest } from '../booking/types';
import { useChangeRequestConfigurationsQuery } from './changeRequestApi';
import { currentConfigurationId, currentServices, sameServices } from './changeTerms';
import { configurationLabel } from './configurationLabels';
import { changeRequestMessages as m } from './messages';

const PER_ITEM = new Set(['PER_ITEM', 'PER_ITEM_OR_PER_HOUR']);

export function ProposedExtras({ booking, change }: { booking: Booking; change: BookingChangeRequest }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const spaceId = booking.space?.space_id;
  const proposedServices = new Map(change.services.map((s) => [s.service_id, s.quantity]));
  const servicesDiffer = !sameServices(proposedServices, currentServices(booking));
  const layoutMayDiffer = change.configuration_id != null && change.configuration_id !== booking.configuration_id;
  const { data: configurations = [] } = useChangeRequestConfigurationsQuery(spaceId ?? 0, { skip: spaceId == null || !layoutMayDiffer });
  const { data: services = [] } = useSpaceServiceBalanceQuery(
    { space_id: spaceId ?? 0, booking_start: booking.slot_start, booking_end: booking.slot_end },
    { skip: spaceId == null || !servicesDiffer },
  );
  const layout = layoutMayDiffer && change.configuration_id !== currentConfigurationId(booking, configurations)
    ? configurations.find((c) => c.configuration_id === change.configuration_id)
    : undefined;
  const names = servicesDiffer && services.length > 0
    ? services
      .filter((s) => proposedServices.has(s.service_id))
      .map((s) => {
        const quantity = proposedServices.get(s.service_id)!;
        return PER_ITEM.has((s.order_type ?? '').toUpperCase()) && quantity > 1 ? `${quantity} x ${s.service_name}` : s.service_name;
      })
    : null;
  if (!layout && !names) return null;
  return (
    <span data-testid="change-request-extras">
      {layout && <>, {t(m.withConfiguration, { name: configurationLabel(intl, layout, t(m.maxGuests, { count: layout.max_guests })) })}</>}
      {names && <>, {t(m.withServices, { list: names.length > 0 ? names.join(', ') : t(m.noServices) })}</>}
    </span>
  );
}
