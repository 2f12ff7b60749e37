// The venue wizard (MAIN, FACILITIES, CATERING, TAGS) in onboarding (/vendor/onboarding/venue/<step>, the
// venue id kept in the local draft) and as edit pages (/vendor/venue/{venueId}/<step>).
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { StepProps } from './steps/stepProps';
import { Spinner } from '@zaalplek/design-system';
import { Link, dispatchZaalplekEvent, navigate } from '@zaalplek/platform';
import { loadDraft, saveDraft } from '../onboarding/form/drafts';
import { Redirect } from '../onboarding/form/Redirect';
import { StepTabs } from './StepTabs';
import { venueWizardMessages as m } from './messages';
import { VENUE_STEPS, nextOf, previousOf, type VenueStep } from './steps';
import { VenueCateringStep } from './steps/VenueCateringStep';
import { VenueFacilitiesStep } from './steps/VenueFacilitiesStep';
import { VenueMainStep } from './steps/VenueMainStep';
import { VenueTagsStep } from './steps/VenueTagsStep';
import type { HostVenueDetail } from './types';
import { useGetVenueQuery } from './venueWizardApi';
import { VenueLifecycle } from './VenueLifecycle';

export interface VenueDraftValues {
  [step: string]: unknown;
}

const STEP_COMPONENTS = {
  details: VenueMainStep,
  facilities: VenueFacilitiesStep,
  catering: VenueCateringStep,
  tags: VenueTagsStep,
} as const;

export function VenueWizard({ mode, venueId, step }: { mode: 'onboarding' | 'edit'; venueId?: number; step: VenueStep }) {
  const intl = useIntl();
  const draft = mode === 'onboarding' ? loadDraft<VenueDraftValues>('venue') : null;
  const id = venueId ?? draft?.ids?.venue_id;
  const { data: venue, isLoading, isError } = useGetVenueQuery(id ?? 0, { skip: !id });
  const base = mode === 'onboarding' ? '/vendor/onboarding/venue' : `/vendor/venue/${id}`;

  if (id && isLoading) return <Spinner />;
  if (id && isError && mode === 'edit') return <p role="alert">{intl.formatMessage(m.loadError)}</p>;
  if (step !== 'details' && !venue && !isLoading) {
    // A later onboarding step without a stored venue: start at MAIN.
    return <Redirect to={`${base}/details`} />;
  }

  const onSaved = (saved: HostVenueDetail) => {
    if (mode === 'onboarding') {
      saveDraft('venue', { step, values: { ...(draft?.values ?? {}), [step]: undefined }, ids: { venue_id: saved.venue_id } });
    }
    const next = nextOf(VENUE_STEPS, step);
    if (next) navigate(`${mode === 'onboarding' ? base : `/vendor/venue/${saved.venue_id}`}/${next}`);
    else if (mode === 'onboarding') navigate('/vendor/onboarding/space/details');
    else dispatchZaalplekEvent('zaalplek:toast', { kind: 'success', message: intl.formatMessage(m.saved) });
  };
  const onDraft =
    mode === 'onboarding'
      ? (values: unknown) => saveDraft('venue', { step, values: { ...(loadDraft<VenueDraftValues>('venue')?.values ?? {}), [step]: values }, ids: id ? { venue_id: id } : undefined })
      : undefined;
  const previous = previousOf(VENUE_STEPS, step);
  const Step = STEP_COMPONENTS[step] as unknown as (props: StepProps<object>) => ReactElement | null;
  return (
    <div data-testid="venue-wizard" data-step={step}>
      {mode === 'edit' && venue && (
        <>
          <h1>{venue.venue_name}</h1>
          <VenueLifecycle venue={venue} />
          <StepTabs steps={VENUE_STEPS} current={step} base={base} labels={m} prefix="step_" />
          <p>
            <Link to={`/vendor/venue/${venue.venue_id}/space/create`}>{intl.formatMessage(m.addSpace)}</Link>
          </p>
        </>
      )}
      <Step
        key={`${step}-${venue?.venue_id ?? 'new'}`}
        venue={venue ?? null}
        draft={(draft?.values?.[step] as object | undefined) ?? undefined}
        onDraft={onDraft}
        onSaved={onSaved}
        submitLabel={intl.formatMessage(mode === 'onboarding' || nextOf(VENUE_STEPS, step) ? m.saveAndContinue : m.save)}
        onBack={previous ? () => navigate(`${base}/${previous}`) : undefined}
        backLabel={intl.formatMessage(m.back)}
      />
    </div>
  );
}
