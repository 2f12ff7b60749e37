// Routes of the onboarding, venue and space wizards (host-and-admin spec 2), spread into hostRoutes.
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { RequireRole } from '@zaalplek/platform';
import type { AppRoute } from '../routing/localeRoutes';
import { SpaceWizard } from '../space-wizard/SpaceWizard';
import { SPACE_STEPS, type SpaceStep } from '../space-wizard/spaceSteps';
import { VenueWizard } from '../venue-wizard/VenueWizard';
import { VENUE_STEPS, type VenueStep } from '../venue-wizard/steps';
import { Redirect } from './form/Redirect';
import { OnboardingGate } from './OnboardingGate';
import { OnboardingPage, type OnboardingSection } from './OnboardingPage';

const vendor = (page: ReactElement) => <RequireRole states="VENDOR">{page}</RequireRole>;
/** The onboarding is where new hosts arrive: visitors sign up, guests become hosts (OnboardingGate). */
const onboarding = (page: ReactElement) => <OnboardingGate>{page}</OnboardingGate>;


function Onboarding({ section }: { section: OnboardingSection }) {
  const { step } = useParams();
  const steps: readonly string[] = section === 'venue' ? VENUE_STEPS : SPACE_STEPS;
  if (section !== 'organisation' && (!step || !steps.includes(step))) return <Redirect to={`/vendor/onboarding/${section}/details`} />;
  return <OnboardingPage section={section} step={step} />;
}

function VenueEdit() {
  const { venueId, step } = useParams();
  if (!step || !(VENUE_STEPS as readonly string[]).includes(step)) return <Redirect to={`/vendor/venue/${venueId}/details`} />;
  return <PageFrame><VenueWizard key={venueId} mode="edit" venueId={Number(venueId)} step={step as VenueStep} /></PageFrame>;
}

function SpaceEdit({ create }: { create?: boolean }) {
  const { venueId, spaceId, step } = useParams();
  const base = create ? `/vendor/venue/${venueId}/space/create` : `/vendor/venue/${venueId}/space/${spaceId}`;
  if (!step || !(SPACE_STEPS as readonly string[]).includes(step)) return <Redirect to={`${base}/details`} />;
  return (
    <PageFrame>
      <SpaceWizard key={`${venueId}-${spaceId ?? 'new'}`} mode={create ? 'create' : 'edit'} venueId={Number(venueId)} spaceId={create ? undefined : Number(spaceId)} step={step as SpaceStep} />
    </PageFrame>
  );
}

function PageFrame({ children }: { children: ReactElement }) {
  return <section style={{ maxWidth: 900, margin: '0 auto', padding: '24px 16px' }}>{children}</section>;
}

export const wizardRoutes: AppRoute[] = [
  { path: '/vendor/onboarding', element: onboarding(<Redirect to="/vendor/onboarding/organisation-details" />) },
  { path: '/vendor/onboarding/organisation-details', element: onboarding(<Onboarding section="organisation" />) },
  { path: '/vendor/onboarding/venue', element: onboarding(<Onboarding section="venue" />) },
  { path: '/vendor/onboarding/venue/:step', element: onboarding(<Onboarding section="venue" />) },
  { path: '/vendor/onboarding/space', element: onboarding(<Onboarding section="space" />) },
  { path: '/vendor/onboarding/space/:step', element: onboarding(<Onboarding section="space" />) },
  { path: '/vendor/venue/:venueId', element: vendor(<VenueEdit />) },
  { path: '/vendor/venue/:venueId/:step', element: vendor(<VenueEdit />) },
  { path: '/vendor/venue/:venueId/space/create', element: vendor(<SpaceEdit create />) },
  { path: '/vendor/venue/:venueId/space/create/:step', element: vendor(<SpaceEdit create />) },
  { path: '/vendor/venue/:venueId/space/:spaceId', element: vendor(<SpaceEdit />) },
  { path: '/vendor/venue/:venueId/space/:spaceId/:step', element: vendor(<SpaceEdit />) },
];
