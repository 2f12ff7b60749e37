import { BOOKING_ACTIONS, bookingTransition, type BookingAction } from './bookingMachine';
import { ORDER_ACTIONS, orderTransition, type OrderAction } from './orderMachine';
import type { Actor } from './roles';
import { BOOKING_STATUSES, ORDER_STATES, displayStatus, type BookingState } from './states';
import { TransitionError } from './transition';

const guest: Actor = { role: 'GUEST' };
const host: Actor = { role: 'HOST' };
const admin: Actor = { role: 'ADMIN' };
const system: Actor = { role: 'SYSTEM' };
const manager: Actor = { role: 'TEAM', team_role: 'VENUE_MANAGER' };
const cleaner: Actor = { role: 'TEAM', team_role: 'CLEANER' };
const ACTORS = { guest, host, admin, system, manager, cleaner };

const st = (s: string | null): BookingState | null => {
  if (s === null) return null;
  const [booking_status, order_state] = s.split('/') as [BookingState['booking_status'], BookingState['order_state']];
  return { booking_status, order_state, waiting_reason: null };
};

/** Written by hand from the spec, independent of the table: action -> [allowed from, to, label, actors allowed]. */
const EXPECTED: Record<BookingAction, { from: string[] | 'DRAFT/*'; to: string; label: string; actors: (keyof typeof ACTORS)[] }> = {
  CREATE_RESERVATION: { from: ['null'], to: 'PENDING/PAYMENT_PENDING', label: 'PAYMENT_PENDING', actors: ['guest'] },
  CREATE_REQUEST: { from: ['null'], to: 'PENDING/HOST_APPROVAL', label: 'AWAITS_CONFIRMATION', actors: ['guest'] },
  CREATE_DRAFT: { from: ['null'], to: 'DRAFT/PAYMENT_PENDING', label: 'DRAFT_CREATED', actors: ['guest'] },
  SUBMIT_DRAFT_RESERVATION: { from: 'DRAFT/*', to: 'PENDING/PAYMENT_PENDING', label: 'PAYMENT_PENDING', actors: ['guest'] },
  SUBMIT_DRAFT_REQUEST: { from: 'DRAFT/*', to: 'PENDING/HOST_APPROVAL', label: 'AWAITS_CONFIRMATION', actors: ['guest'] },
  DELETE_DRAFT: { from: 'DRAFT/*', to: 'DRAFT/=', label: 'DRAFT_CREATED', actors: ['guest', 'admin'] },
  HOST_APPROVE: { from: ['PENDING/HOST_APPROVAL'], to: 'PENDING/PAYMENT_PENDING', label: 'PAYMENT_PENDING', actors: ['host', 'admin', 'manager'] },
  HOST_CONFIRM_POST_PAYMENT: { from: ['PENDING/HOST_APPROVAL'], to: 'PENDING/PAYMENT_PENDING', label: 'POST_PAYMENT_CONFIRMED_BY_HOST', actors: ['host', 'admin', 'manager'] },
  HOST_PROPOSE: { from: ['PENDING/HOST_APPROVAL'], to: 'PENDING/CUSTOMER_APPROVAL', label: 'AWAITS_GUEST_REPLY', actors: ['host', 'admin', 'manager'] },
  HOST_DECLINE: { from: ['PENDING/HOST_APPROVAL', 'PENDING/CUSTOMER_APPROVAL'], to: 'DECLINED/CLOSED_BY_HOST', label: 'DECLINED_BY_HOST', actors: ['host', 'admin', 'manager'] },
  HOST_APPROVAL_EXPIRE: { from: ['PENDING/HOST_APPROVAL'], to: 'DECLINED/EXPIRED', label: 'EXPIRED', actors: ['system'] },
  GUEST_ACCEPT_PROPOSAL: { from: ['PENDING/CUSTOMER_APPROVAL'], to: 'PENDING/PAYMENT_PENDING', label: 'PAYMENT_PENDING', actors: ['guest'] },
  GUEST_REJECT_PROPOSAL: { from: ['PENDING/CUSTOMER_APPROVAL'], to: 'CANCELLED/CLOSED_BY_CUSTOMER', label: 'CANCELLED_BY_GUEST_NO_REFUND', actors: ['guest'] },
  CUSTOMER_APPROVAL_EXPIRE: { from: ['PENDING/CUSTOMER_APPROVAL'], to: 'EXPIRED/EXPIRED', label: 'EXPIRED', actors: ['system'] },
  EXTEND_RESERVATION: { from: ['PENDING/PAYMENT_PENDING', 'PENDING/PAYMENT_FAILED'], to: '=/=', label: 'RESERVATION_EXTENDED', actors: ['guest'] },
  RESERVATION_EXPIRE: { from: ['PENDING/PAYMENT_PENDING', 'PENDING/PAYMENT_FAILED'], to: 'EXPIRED/EXPIRED', label: 'EXPIRED', actors: ['system'] },
  SUBMIT_FREE: { from: ['PENDING/PAYMENT_PENDING'], to: 'PAID/PAID', label: 'PAID', actors: ['guest'] },
  GUEST_CANCEL: { from: ['PENDING/HOST_APPROVAL', 'PENDING/CUSTOMER_APPROVAL', 'PENDING/PAYMENT_PENDING', 'PENDING/PAYMENT_FAILED', ...ORDER_STATES.map((o) => `DRAFT/${o}`)], to: 'CANCELLED/CLOSED_BY_CUSTOMER', label: 'CANCELLED_BY_GUEST_NO_REFUND', actors: ['guest'] },
  SUPPORT_CANCEL_FULL_REFUND: { from: ['PAID/PAID'], to: 'CANCELLED/CLOSED_BY_CUSTOMER', label: 'CANCELLED_BY_GUEST_FULL_REFUND', actors: ['admin'] },
  SUPPORT_CANCEL_NO_REFUND: { from: ['PAID/PAID'], to: 'CANCELLED/CLOSED_BY_CUSTOMER', label: 'CANCELLED_BY_GUEST_NO_REFUND', actors: ['admin'] },
  HOST_CANCEL_WITH_REFUND: { from: ['PAID/PAID'], to: 'CANCELLED/CLOSED_BY_HOST', label: 'CANCELLED_BY_HOST_WITH_REFUND', actors: ['host', 'admin', 'manager'] },
  HOST_CANCEL_WITHOUT_REFUND: { from: ['PENDING/PAYMENT_PENDING', 'PENDING/PAYMENT_FAILED', 'PENDING/CUSTOMER_APPROVAL'], to: 'CANCELLED/CLOSED_BY_HOST', label: 'CANCELLED_BY_HOST_WITHOUT_REFUND', actors: ['host', 'admin', 'manager'] },
  MEETING_END: { from: ['PAID/PAID'], to: 'PASSED/PAYOUT_PENDING', label: 'PASSED_AWAITING_PAYOUT', actors: ['system'] },
  POST_PAYMENT_MEETING_END: { from: ['PENDING/PAYMENT_PENDING', 'PENDING/PAYMENT_FAILED'], to: 'PASSED/=', label: 'PAYMENT_PENDING', actors: ['system'] },
  CHANGE_REQUEST: { from: ['PENDING/PAYMENT_PENDING', 'PENDING/PAYMENT_FAILED', 'PAID/PAID'], to: '=/=', label: 'CHANGE_REQUESTED', actors: ['guest', 'host', 'admin', 'manager'] },
  CHANGE_APPROVE: { from: ['PENDING/PAYMENT_PENDING', 'PENDING/PAYMENT_FAILED', 'PAID/PAID'], to: '=/=', label: 'CHANGE_APPROVED', actors: ['guest', 'host', 'admin', 'manager'] },
  CHANGE_DECLINE: { from: ['PENDING/PAYMENT_PENDING', 'PENDING/PAYMENT_FAILED', 'PAID/PAID'], to: '=/=', label: 'CHANGE_DECLINED', actors: ['guest', 'host', 'admin', 'manager'] },
  CHANGE_CANCEL: { from: ['PENDING/PAYMENT_PENDING', 'PENDING/PAYMENT_FAILED', 'PAID/PAID'], to: '=/=', label: 'CHANGE_CANCELLED', actors: ['guest', 'host', 'admin', 'manager'] },
  CHANGE_EXPIRE: { from: ['PENDING/PAYMENT_PENDING', 'PENDING/PAYMENT_FAILED', 'PAID/PAID', ...['PAYMENT_PROCESSING', 'PASSED', 'CANCELLED', 'EXPIRED'].flatMap((b) => ORDER_STATES.map((o) => `${b}/${o}`))], to: '=/=', label: 'CHANGE_EXPIRED', actors: ['system'] },
};

const ALL_STATES: Array<string | null> = [null, ...BOOKING_STATUSES.flatMap((b) => ORDER_STATES.map((o) => `${b}/${o}`))];

describe('bookingMachine', () => {
  it('covers every action', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...BOOKING_ACTIONS].sort());
  });

  for (const action of BOOKING_ACTIONS) {
    const exp = EXPECTED[action];
    const allowedFrom = exp.from === 'DRAFT/*' ? ORDER_STATES.map((o) => `DRAFT/${o}`) : exp.from.map((f) => (f === 'null' ? null : f));
    it(`${action}: allowed from ${allowedFrom.length} state(s), forbidden from every other`, () => {
      for (const s of ALL_STATES) {
        const allowed = allowedFrom.includes(s);
        for (const [name, actor] of Object.entries(ACTORS)) {
          const actorOk = exp.actors.includes(name as keyof typeof ACTORS);
          let result: ReturnType<typeof bookingTransition> | TransitionError;
          try {
            result = bookingTransition(st(s), action, actor);
          } catch (e) {
            result = e as TransitionError;
          }
          if (allowed && actorOk) {
            expect(result).not.toBeInstanceOf(Error);
            const next = result as ReturnType<typeof bookingTransition>;
            const [toB, toO] = exp.to.split('/');
            const [fromB, fromO] = (s ?? '/').split('/');
            expect(next.booking_status).toBe(toB === '=' ? fromB : toB);
            expect(next.order_state).toBe(toO === '=' ? fromO : toO);
            expect(next.history_label).toBe(exp.label);
          } else {
            expect(result).toBeInstanceOf(TransitionError);
            const err = result as TransitionError;
            if (!allowed) expect(['invalid_transition', 'paid_booking_cancel_not_allowed']).toContain(err.key);
            else expect(err.key).toBe('forbidden');
          }
        }
      }
    });
  }

  it('a guest cancelling a paid booking is sent to support', () => {
    expect(() => bookingTransition(st('PAID/PAID'), 'GUEST_CANCEL', guest)).toThrow(expect.objectContaining({ key: 'paid_booking_cancel_not_allowed' }));
  });

  it('requests wait for the host, change requests for the other side', () => {
    expect(bookingTransition(null, 'CREATE_REQUEST', guest).waiting_reason).toBe('HOST_REPLY');
    expect(bookingTransition(st('PAID/PAID'), 'CHANGE_REQUEST', host).waiting_reason).toBe('CHANGE_APPROVAL');
    expect(bookingTransition(st('PAID/PAID'), 'CHANGE_APPROVE', guest).waiting_reason).toBeNull();
  });
});

const ORDER_EXPECTED: Record<OrderAction, { from: string[]; to: string; label: string }> = {
  PAYMENT_STARTED: { from: ['PENDING/PAYMENT_PENDING', 'PENDING/PAYMENT_FAILED', 'PAYMENT_PROCESSING/PAYMENT_PENDING', 'PAYMENT_PROCESSING/PAYMENT_FAILED'], to: 'PAYMENT_PROCESSING/PAYMENT_PROCESSING', label: 'PAYMENT_PROCESSING' },
  PAYMENT_SUCCEEDED: { from: ['PENDING/PAYMENT_PENDING', 'PENDING/PAYMENT_PROCESSING', 'PENDING/PAYMENT_FAILED', 'PAYMENT_PROCESSING/PAYMENT_PENDING', 'PAYMENT_PROCESSING/PAYMENT_PROCESSING', 'PAYMENT_PROCESSING/PAYMENT_FAILED'], to: 'PAID/PAID', label: 'PAID' },
  PAYMENT_PARTIAL: { from: ['PENDING/PAYMENT_PENDING', 'PENDING/PAYMENT_PROCESSING', 'PENDING/PAYMENT_FAILED', 'PAYMENT_PROCESSING/PAYMENT_PENDING', 'PAYMENT_PROCESSING/PAYMENT_PROCESSING', 'PAYMENT_PROCESSING/PAYMENT_FAILED'], to: 'PENDING/PAYMENT_PENDING', label: 'PAYMENT_PENDING' },
  POST_PAYMENT_PARTIAL: { from: ['PASSED/PAYMENT_PENDING', 'PASSED/PAYMENT_PROCESSING', 'PASSED/PAYMENT_FAILED'], to: 'PASSED/PAYMENT_PENDING', label: 'PAYMENT_PENDING' },
  PAYMENT_FAILED: { from: ['PENDING/PAYMENT_PENDING', 'PENDING/PAYMENT_PROCESSING', 'PAYMENT_PROCESSING/PAYMENT_PENDING', 'PAYMENT_PROCESSING/PAYMENT_PROCESSING'], to: 'PENDING/PAYMENT_FAILED', label: 'PAYMENT_FAILED' },
  POST_PAYMENT_PAID: { from: ['PASSED/PAYMENT_PENDING', 'PASSED/PAYMENT_PROCESSING', 'PASSED/PAYMENT_FAILED'], to: 'PASSED/PAYOUT_PENDING', label: 'PAID' },
  PAYOUT_SUCCEEDED: { from: ['PASSED/PAYOUT_PENDING', 'PASSED/PAYOUT_FAILED'], to: 'COMPLETED/PAYOUT_COMPLETED', label: 'PAYOUT_COMPLETED' },
  PAYOUT_FAILED: { from: ['PASSED/PAYOUT_PENDING'], to: 'PASSED/PAYOUT_FAILED', label: 'PAYOUT_FAILED' },
  REFUND_COMPLETED: { from: ['CANCELLED/CLOSED_BY_HOST', 'CANCELLED/CLOSED_BY_CUSTOMER'], to: 'REFUNDED/=', label: 'REFUNDED' },
  VENDOR_FEE_PAID: { from: [...ORDER_STATES.flatMap((o) => [`PASSED/${o}`, `COMPLETED/${o}`]), 'PENDING/PAYMENT_PENDING'], to: '=/=', label: 'SERVICE_FEE_PAID_BY_VENDOR' },
};

describe('orderMachine', () => {
  it('covers every action', () => {
    expect(Object.keys(ORDER_EXPECTED).sort()).toEqual([...ORDER_ACTIONS].sort());
  });
  for (const action of ORDER_ACTIONS) {
    it(`${action}: every allowed and every forbidden state`, () => {
      const exp = ORDER_EXPECTED[action];
      for (const s of ALL_STATES.filter((x): x is string => x !== null)) {
        const state = st(s)!;
        if (exp.from.includes(s)) {
          const next = orderTransition(state, action);
          const [toB, toO] = exp.to.split('/');
          expect(next.booking_status).toBe(toB === '=' ? state.booking_status : toB);
          expect(next.order_state).toBe(toO === '=' ? state.order_state : toO);
          expect(next.history_label).toBe(exp.label);
        } else {
          expect(() => orderTransition(state, action)).toThrow(TransitionError);
        }
      }
    });
  }
});

describe('displayStatus', () => {
  it.each([
    ['PENDING/HOST_APPROVAL', 'WAITING_FOR_HOST'],
    ['PENDING/CUSTOMER_APPROVAL', 'WAITING_FOR_CUSTOMER'],
    ['PENDING/PAYMENT_PENDING', 'UNPAID'],
    ['PAYMENT_PROCESSING/PAYMENT_PROCESSING', 'UNPAID'],
    ['PAID/PAID', 'PAID'],
    ['CANCELLED/CLOSED_BY_HOST', 'CANCELLED_BY_HOST'],
    ['REFUNDED/CLOSED_BY_CUSTOMER', 'CANCELLED_BY_CUSTOMER'],
    ['COMPLETED/PAYOUT_COMPLETED', 'PASSED'],
    ['DECLINED/EXPIRED', 'DECLINED'],
    ['DRAFT/PAYMENT_PENDING', 'DRAFT'],
    ['EXPIRED/EXPIRED', 'EXPIRED'],
  ])('%s -> %s', (s, d) => expect(displayStatus(st(s)!)).toBe(d));
});
