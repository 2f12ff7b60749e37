// /vendor/onboarding: organisation details, then the venue and the space wizard. Non-clickable
// breadcrumbs (organisation, venue, space details) with the current one active, a quit warning when
// leaving, a restore-previous-session prompt for progress kept locally; the shell hides its header here.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Modal } from '@zaalplek/design-system';
import { navigate } from '@zaalplek/platform';
import { SpaceWizard } from '../space-wizard/SpaceWizard';
import type { SpaceStep } from '../space-wizard/spaceSteps';
import { VenueWizard } from '../venue-wizard/VenueWizard';
import type { VenueStep } from '../venue-wizard/steps';
import { DRAFT_KEYS, clearDraft, loadDraft } from './form/drafts';
import { onboardingMessages as m } from './messages';
import { OrganisationStep } from './OrganisationStep';

export type OnboardingSection = 'organisation' | 'venue' | 'space';

const Page = styled.section`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
`;
const Crumbs = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  li {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    border-bottom: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;
const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

/**
 * The restore prompt is about a PREVIOUS session: only the first onboarding page of a page load may
 * show it (drafts written while going through the steps in this page load never prompt).
 */
let promptDecided = false;
export function resetRestorePrompt() {
  promptDecided = false;
}
function shouldPrompt(): boolean {
  if (promptDecided) return false;
  promptDecided = true;
  return savedPath() !== null;
}

function savedPath(): string | null {
  const space = loadDraft('space');
  if (space) return `/vendor/onboarding/space/${space.step}`;
  const venue = loadDraft('venue');
  if (venue) return `/vendor/onboarding/venue/${venue.step}`;
  return loadDraft('organisation') ? '/vendor/onboarding/organisation-details' : null;
}

export function OnboardingPage({ section, step }: { section: OnboardingSection; step?: string }) {
  const intl = useIntl();
  const [restore, setRestore] = useState(shouldPrompt);
  const [quit, setQuit] = useState(false);

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const answer = (keep: boolean) => {
    setRestore(false);
    if (keep) {
      const path = savedPath();
      if (path) navigate(path);
    } else {
      (Object.keys(DRAFT_KEYS) as Array<keyof typeof DRAFT_KEYS>).forEach(clearDraft);
      navigate('/vendor/onboarding/organisation-details');
    }
  };

  const crumbs: Array<[OnboardingSection, string]> = [
    ['organisation', intl.formatMessage(m.crumbOrganisation)],
    ['venue', intl.formatMessage(m.crumbVenue)],
    ['space', intl.formatMessage(m.crumbSpace)],
  ];
  return (
    <Page data-testid="onboarding-page" data-section={section}>
      <Top>
        <Crumbs aria-label={intl.formatMessage(m.progress)}>
          {crumbs.map(([key, label]) => (
            <li key={key} aria-current={key === section ? 'step' : undefined}>
              {label}
            </li>
          ))}
        </Crumbs>
        <Button variant="ghost" size="sm" onClick={() => setQuit(true)}>
          {intl.formatMessage(m.quit)}
        </Button>
      </Top>
      {section === 'space' && <p data-testid="staff-review-notice">{intl.formatMessage(m.staffReview)}</p>}
      {section === 'organisation' && <OrganisationStep />}
      {section === 'venue' && <VenueWizard mode="onboarding" step={(step ?? 'details') as VenueStep} />}
      {section === 'space' && <SpaceWizard mode="onboarding" step={(step ?? 'details') as SpaceStep} />}
      <Modal
        open={restore}
        onClose={() => answer(false)}
        title={intl.formatMessage(m.restoreTitle)}
        footer={
          <>
            <Button variant="secondary" onClick={() => answer(false)}>
              {intl.formatMessage(m.restoreNo)}
            </Button>
            <Button onClick={() => answer(true)} data-testid="restore-session">
              {intl.formatMessage(m.restoreYes)}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage(m.restoreText)}</p>
      </Modal>
      <Modal
        open={quit}
        onClose={() => setQuit(false)}
        title={intl.formatMessage(m.quitTitle)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setQuit(false)}>
              {intl.formatMessage(m.stay)}
            </Button>
            <Button variant="danger" onClick={() => navigate('/vendor/spaces')}>
              {intl.formatMessage(m.quit)}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage(m.quitText)}</p>
      </Modal>
    </Page>
  );
}
