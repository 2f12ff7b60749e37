/**
 * The terms a change request starts from and what it proposes: only what differs from the terms in
 * force is sent. The terms in force are those of the latest approved change request (it holds the
 * whole set), else the booking's own order lines; a null configuration is the space's default one.
 */
import type { Booking } from '../booking/types';
import type { ChangeRequestInput, SpaceConfiguration } from './changeRequestApi';

/** service_id -> quantity */
export type ServiceQuantities = ReadonlyMap<number, number>;

function latestApproved(booking: Booking) {
  return (booking.change_requests ?? [])
    .filter((c) => c.status === 'APPROVED')
    .reduce<NonNullable<Booking['change_requests']>[number] | null>((a, c) => (!a || c.change_request_id > a.change_request_id ? c : a), null);
}

/** The services (and quantities) the booking has now. */
export function currentServices(booking: Booking): ServiceQuantities {
  const approved = latestApproved(booking);
  const list = approved
    ? approved.services.map((s) => [s.service_id, s.quantity] as const)
    : (booking.order?.order_items ?? []).filter((i) => i.order_item_type === 'SERVICE' && i.reference_id != null).map((i) => [i.reference_id!, i.quantity] as const);
  return new Map(list);
}

/** The configuration the booking has now; null: the space's default (or the space has none). */
export function currentConfigurationId(booking: Booking, configurations: readonly SpaceConfiguration[]): number | null {
  return booking.configuration_id ?? defaultConfigurationId(configurations);
}

export function defaultConfigurationId(configurations: readonly SpaceConfiguration[]): number | null {
  return (configurations.find((c) => c.is_default) ?? configurations[0])?.configuration_id ?? null;
}

export function sameServices(a: ServiceQuantities, b: ServiceQuantities): boolean {
  return a.size === b.size && [...a].every(([id, quantity]) => b.get(id) === quantity);
}

export interface ProposedTerms {
  slot_start: string;
  slot_end: string;
  attendees: number;
  configuration_id: number | null;
  services: ServiceQuantities;
}

/** The change request input: only the parts that differ from the current terms (empty when nothing does). */
export function changedInput(current: ProposedTerms, proposed: ProposedTerms): ChangeRequestInput {
  const input: ChangeRequestInput = {};
  const instant = (iso: string) => new Date(iso).getTime();
  if (instant(current.slot_start) !== instant(proposed.slot_start) || instant(current.slot_end) !== instant(proposed.slot_end)) {
    input.slot_start = proposed.slot_start;
    input.slot_end = proposed.slot_end;
  }
  if (current.attendees !== proposed.attendees) input.attendees = proposed.attendees;
  if (current.configuration_id !== proposed.configuration_id && proposed.configuration_id != null) input.configuration_id = proposed.configuration_id;
  if (!sameServices(current.services, proposed.services)) {
    // the API replaces the whole list of services
    input.services = [...proposed.services].sort(([a], [b]) => a - b).map(([service_id, quantity]) => ({ service_id, quantity }));
  }
  return input;
}
