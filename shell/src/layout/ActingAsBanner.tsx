// The persistent "acting as … — stop" banner: shown on every page while an admin works with an act-as
// token (profile.actingAs); Stop ends the act-as session and returns to the admin's own session, on the
// act-as log of the admin area.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@zaalplek/design-system/core';
import { localePath, navigate, stopActingAs, useCurrentUser, useLocale } from '@zaalplek/platform';

const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 1000;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
`;

export function ActingAsBanner() {
  const intl = useIntl();
  const locale = useLocale();
  const { user } = useCurrentUser();
  const [stopping, setStopping] = useState(false);
  const actingAs = user?.actingAs;
  if (!user || !actingAs) return null;

  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const stop = async () => {
    setStopping(true);
    const back = await stopActingAs();
    setStopping(false);
    navigate(back ? localePath('/admin/act-as-log', locale) : localePath('/', locale));
  };

  return (
    <Bar role="region" aria-label={intl.formatMessage({ id: 'ActingAsBanner.label', defaultMessage: 'Meekijken' })} data-testid="acting-as-banner">
      <span>
        {intl.formatMessage(
          { id: 'ActingAsBanner.text', defaultMessage: 'Je werkt als {name} ({email}) namens {admin}' },
          { name, email: user.email, admin: actingAs.adminName },
        )}
      </span>
      <Button size="sm" variant="secondary" loading={stopping} onClick={() => void stop()}>
        {intl.formatMessage({ id: 'ActingAsBanner.stop', defaultMessage: 'Stoppen' })}
      </Button>
    </Bar>
  );
}
