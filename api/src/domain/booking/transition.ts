/** The shared shape of the booking and order machines: a table of transitions, applied with a role guard. */
import { actorGroups, type Actor, type RoleGroup } from './roles';
import type { BookingState, BookingStatus, HistoryLabel, OrderState, WaitingReason } from './states';

export interface Transition<A extends string> {
  action: A;
  /** allowed (booking_status, order_state) pairs; '*' = any order state */
  from: ReadonlyArray<readonly [BookingStatus | null, OrderState | '*' | null]>;
  /** null = unchanged */
  to: { booking_status: BookingStatus | null; order_state: OrderState | null; waiting_reason?: WaitingReason | null };
  label: HistoryLabel;
  roles: readonly RoleGroup[];
}

export class TransitionError extends Error {
  constructor(
    readonly key: 'invalid_transition' | 'forbidden' | 'paid_booking_cancel_not_allowed',
    readonly meta: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = 'TransitionError';
  }
}

export interface NextState extends BookingState {
  history_label: HistoryLabel;
}

export function matches(t: Transition<string>, state: BookingState | null): boolean {
  return t.from.some(([b, o]) =>
    state === null ? b === null : b === state.booking_status && (o === '*' || o === state.order_state));
}

/** Applies `action` to `state` (null = no booking yet) for `actor`; throws TransitionError when not allowed. */
export function applyTransition<A extends string>(
  table: readonly Transition<A>[],
  state: BookingState | null,
  action: A,
  actor: Actor,
): NextState {
  const candidates = table.filter((t) => t.action === action);
  const t = candidates.find((c) => matches(c, state));
  if (!t) throw new TransitionError('invalid_transition', { from: state ? `${state.booking_status}/${state.order_state}` : null, action });
  const groups = actorGroups(actor);
  if (!t.roles.some((r) => groups.includes(r))) throw new TransitionError('forbidden', { action });
  return {
    booking_status: t.to.booking_status ?? (state?.booking_status as BookingStatus),
    order_state: t.to.order_state ?? (state?.order_state as OrderState),
    waiting_reason: t.to.waiting_reason !== undefined ? t.to.waiting_reason : (state?.waiting_reason ?? null),
    history_label: t.label,
  };
}

/** Whether the action is possible from the state for the actor (for can_* flags in the UI). */
export function canApply<A extends string>(table: readonly Transition<A>[], state: BookingState | null, action: A, actor: Actor): boolean {
  try {
    applyTransition(table, state, action, actor);
    return true;
  } catch {
    return false;
  }
}
