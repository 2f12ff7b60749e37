// "Ask the host" on the space page: opens the guest's conversation about this space in the chat
// (mfe-booking's /chat?type=SPACE&entity=<space id>); logged out, the login popup comes first and the
// question is picked up again after the login (pending action "chat").
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@zaalplek/design-system';
import { localePath, navigate, replayPendingAction, requestLogin, useLocale, useSession } from '@zaalplek/platform';

export function AskHostButton({ spaceId }: { spaceId: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const { isLoggedIn } = useSession();
  const open = (id: number) => navigate(localePath(`/chat?type=SPACE&entity=${id}`, locale));

  useEffect(
    () =>
      replayPendingAction('chat', (action) => {
        if (action.data.chatType === 'SPACE' && action.data.entityId) open(action.data.entityId);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <Button
      variant="secondary"
      data-ask-host=""
      onClick={() => (isLoggedIn ? open(spaceId) : requestLogin({ type: 'chat', data: { chatType: 'SPACE', entityId: spaceId } }))}
    >
      {intl.formatMessage({ id: 'SpacePage.askHost', defaultMessage: 'Stel de verhuurder een vraag' })}
    </Button>
  );
}
