// The login / sign-up / account popups, one step per value of the `authPopup` query flag.
import { useEffect, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '@zaalplek/design-system';
import { useLocationHref, useSession, type AuthPopupStep } from '@zaalplek/platform';
import { authStepOf } from './auth-routes';
import { closeAuthPopup, goToStep } from './authFlow';
import { finishLogin } from './completeLogin';
import { CodeStep } from './steps/CodeStep';
import { CompleteAccountStep } from './steps/CompleteAccountStep';
import { DoneStep } from './steps/DoneStep';
import { LoginStep } from './steps/LoginStep';
import { SelectRoleStep } from './steps/SelectRoleStep';
import { SignUpStep } from './steps/SignUpStep';
import { AnotherBrowserNotice } from './steps/AnotherBrowserNotice';

/** Steps that only make sense for a logged-in user, and those only for a logged-out one. */
const LOGGED_IN_STEPS: AuthPopupStep[] = ['select-role', 'complete-account', 'phone-confirmation', 'phone-confirmed', 'email-confirmed'];
const LOGGED_OUT_STEPS: AuthPopupStep[] = ['login', 'sign-up', 'email-login', 'phone-login', 'email-confirmation'];

const AFTER_LOGIN_STEPS: AuthPopupStep[] = ['select-role', 'email-confirmed'];

export function useAuthStep(): AuthPopupStep | null {
  return authStepOf(useLocationHref());
}

function stepBody(step: AuthPopupStep): ReactElement {
  switch (step) {
    case 'login':
      return <LoginStep />;
    case 'sign-up':
      return <SignUpStep />;
    case 'email-login':
    case 'email-confirmation':
    case 'phone-login':
    case 'phone-confirmation':
      return <CodeStep step={step} />;
    case 'email-confirmed':
    case 'phone-confirmed':
      return <DoneStep step={step} />;
    case 'select-role':
      return <SelectRoleStep />;
    case 'complete-account':
      return <CompleteAccountStep />;
    case 'another-browser':
      return <AnotherBrowserNotice />;
  }
}

export function AuthPopup() {
  const intl = useIntl();
  const step = useAuthStep();
  const { isLoggedIn } = useSession();

  useEffect(() => {
    if (!step) return;
    // Logged in meanwhile (e.g. the mail link was opened in another tab): nothing left to do here.
    if (isLoggedIn && LOGGED_OUT_STEPS.includes(step)) closeAuthPopup();
    // Logged out (or the session ended): only the login itself can be shown.
    if (!isLoggedIn && LOGGED_IN_STEPS.includes(step)) goToStep('login');
  }, [step, isLoggedIn]);

  if (!step) return null;
  // Closing after the login still returns to where the user was and replays the pending action.
  const onClose = isLoggedIn && AFTER_LOGIN_STEPS.includes(step) ? () => finishLogin() : closeAuthPopup;
  return (
    <Modal open title={intl.formatMessage({ id: `Auth.${step}.title` })} onClose={onClose} size="sm">
      <div data-auth-step={step}>{stepBody(step)}</div>
    </Modal>
  );
}
