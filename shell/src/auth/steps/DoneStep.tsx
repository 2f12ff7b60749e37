// Steps "email-confirmed" and "phone-confirmed": a short confirmation, then on to the page.
import { FormattedMessage } from 'react-intl';
import { Button } from '@zaalplek/design-system';
import { getAuthFlow } from '../authFlow';
import { finishLogin, rememberRole } from '../completeLogin';
import { Stack } from './styles';

export function DoneStep({ step }: { step: 'email-confirmed' | 'phone-confirmed' }) {
  const onContinue = () => {
    const { role } = getAuthFlow();
    if (role) rememberRole(role);
    finishLogin(role, { hostHome: step === 'email-confirmed' });
  };
  return (
    <Stack data-auth-form={step}>
      <p>
        {step === 'email-confirmed' ? <FormattedMessage id="Auth.emailConfirmed.body" defaultMessage="Je e-mailadres is bevestigd en je account is klaar." /> : <FormattedMessage id="Auth.phoneConfirmed.body" defaultMessage="Je telefoonnummer is bevestigd." />}
      </p>
      <Button type="button" fullWidth onClick={onContinue} autoFocus>
        <FormattedMessage id="Auth.done.continue" defaultMessage="Verder" />
      </Button>
    </Stack>
  );
}
