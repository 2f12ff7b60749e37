import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button, Spinner } from '@zaalplek/design-system';
import { Link } from '@zaalplek/platform';
import { Page } from '../bookings/styles';
import { useSpecificBookingQuery } from './bookingApi';
import { DirectStep } from './DirectStep';
import { MeetingStep } from './MeetingStep';
import { flowMessages } from './messages';
import { isRequestBooking, nextAction } from './nextAction';
import { PriceLines } from './PriceLines';
import { SelectStep } from './SelectStep';

export const FLOW_STEPS = ['select', 'meeting', 'direct'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

const Layout = styled.div<{ $aside: boolean }>`
  display: grid;
  grid-template-columns: ${({ $aside }) => ($aside ? 'minmax(0, 2fr) minmax(260px, 1fr)' : 'minmax(0, 720px)')};
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.phone} { grid-template-columns: 1fr; }
`;

const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  li[aria-current='step'] { font-weight: 700; color: ${({ theme }) => theme.colors.primary}; }
  button {
    font: inherit;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    background: none;
    border: 0;
    padding: 0;
    min-height: 44px;
    cursor: pointer;
  }
`;

const Aside = styled.aside`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  align-self: start;
`;

/** /booking/{id}: the booking process, steps select -> meeting -> direct (query `step`). */
export function BookingFlowPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = Number(useParams().bookingId);
  const [params, setParams] = useSearchParams();
  const stepParam = params.get('step');
  const step: FlowStep = (FLOW_STEPS as readonly string[]).includes(stepParam ?? '') ? (stepParam as FlowStep) : 'select';
  const { data: booking, isLoading, isError } = useSpecificBookingQuery(id);
  const go = (next: FlowStep) => setParams({ step: next });

  if (isLoading) return <Spinner />;
  if (isError || !booking) return <Page><p role="alert">{t(flowMessages.loadError)}</p></Page>;

  const open = booking.booking_status === 'DRAFT' || nextAction(booking) !== 'NONE';
  const stepLabels = {
    select: flowMessages.stepSelect,
    meeting: flowMessages.stepMeeting,
    direct: isRequestBooking(booking) ? flowMessages.stepDirectRequest : flowMessages.stepDirect,
  };
  // a submitted booking (waiting for payment) has no meeting step to go back to
  const steps = FLOW_STEPS.filter((s) => s !== 'meeting' || booking.booking_status === 'DRAFT');
  const index = steps.indexOf(step);
  const previous = index > 0 ? steps[index - 1] : null;

  return (
    <Page data-testid="booking-flow" data-step={step}>
      <h1>{t(flowMessages.title, { id: booking.booking_id })}</h1>
      <p>{booking.space?.space_name}{booking.space?.venue_name ? ` · ${booking.space.venue_name}` : ''}</p>
      <nav aria-label={t(flowMessages.stepsLabel)}>
        <Steps>
          {steps.map((s, i) => (
            <li key={s} aria-current={s === step ? 'step' : undefined}>
              {open && i < index ? (
                <button type="button" onClick={() => go(s)} aria-label={t(flowMessages.stepDone, { step: t(stepLabels[s]) })}>
                  {t(stepLabels[s])}
                </button>
              ) : (
                t(stepLabels[s])
              )}
            </li>
          ))}
        </Steps>
      </nav>
      <Layout $aside={Boolean(booking.order) && step !== 'direct'}>
        <div>
          {!open ? (
            <p>
              {t(flowMessages.notEditable)} <Link to={`/bookings/${booking.booking_id}`}>{t(flowMessages.toDetail)}</Link>
            </p>
          ) : step === 'select' ? (
            <SelectStep booking={booking} onNext={() => go(booking.booking_status === 'DRAFT' ? 'meeting' : 'direct')} />
          ) : step === 'meeting' ? (
            <MeetingStep booking={booking} onDone={() => go('direct')} />
          ) : (
            <DirectStep booking={booking} />
          )}
          {open && previous && (
            <Button variant="secondary" onClick={() => go(previous)} data-testid="booking-back">
              {t(flowMessages.back)}
            </Button>
          )}
        </div>
        {booking.order && step !== 'direct' && (
          <Aside>
            <PriceLines order={booking.order} />
          </Aside>
        )}
      </Layout>
    </Page>
  );
}
