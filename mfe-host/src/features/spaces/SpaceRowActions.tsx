// The actions of one space in the host's list: edit, preview (the public page in a new tab),
// activate or deactivate through the same REST calls as the space edit page. An activation refused
// for want of a linked calendar leads to that space's calendar linking.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@zaalplek/design-system';
import { Link, mapApiError } from '@zaalplek/platform';
import { LinkCalendarLink } from '../calendar-sync/LinkCalendarLink';
import { useSpaceLifecycleMutation } from '../space-wizard/spaceWizardApi';
import { spacesMessages as m } from './messages';
import { Actions, RowError } from './styles';
import type { HostSpace } from './types';

export function SpaceRowActions({ space, venueId, onChanged }: { space: HostSpace; venueId: number; onChanged: () => void }) {
  const intl = useIntl();
  const [run, { isLoading }] = useSpaceLifecycleMutation();
  const [error, setError] = useState<{ text: string; key: string | null } | null>(null);

  const toggle = async () => {
    setError(null);
    try {
      await run({ id: space.space_id, action: space.is_active ? 'deactivate' : 'activate' }).unwrap();
      onChanged();
    } catch (e) {
      const mapped = mapApiError(e);
      const own = mapped.body.key ? `SpaceActions.${mapped.body.key}` : null;
      setError({
        text:
          own && intl.messages[own]
            ? intl.formatMessage({ id: own })
            : intl.formatMessage({ id: mapped.formError ?? mapped.toastMessageId ?? 'errors.generic' }, mapped.messageValues),
        key: mapped.body.key ?? null,
      });
    }
  };

  return (
    <>
      <Actions>
        <Link to={`/vendor/venue/${venueId}/space/${space.space_id}/details`} data-testid="edit-space">
          {intl.formatMessage(m.editSpace)}
        </Link>
        {space.space_url && (
          <a href={space.space_url} target="_blank" rel="noopener noreferrer" data-testid="preview-space">
            {intl.formatMessage(m.preview)}
          </a>
        )}
        <Button
          size="sm"
          variant={space.is_active ? 'secondary' : 'primary'}
          loading={isLoading}
          onClick={() => void toggle()}
          data-testid={space.is_active ? 'deactivate-space' : 'activate-space'}
          aria-label={intl.formatMessage(space.is_active ? m.deactivateNamed : m.activateNamed, { name: space.space_name })}
        >
          {intl.formatMessage(space.is_active ? m.deactivate : m.activate)}
        </Button>
      </Actions>
      {error && (
        <RowError role="alert" data-testid="space-row-error">
          {error.text}
          {error.key === 'calendar_sync_required' && (
            <>
              {' '}
              <LinkCalendarLink venueId={venueId} spaceId={space.space_id} spaceName={space.space_name} />
            </>
          )}
        </RowError>
      )}
    </>
  );
}
