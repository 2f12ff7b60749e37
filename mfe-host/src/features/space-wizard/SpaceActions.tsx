// Space edit page actions (spec 2): inactive-space notice, activate (space_activation_not_allowed,
// staff review, calendar-link requirement with a link to the calendar linking), deactivate, remove (confirm), request visit, share, preview.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Modal } from '@zaalplek/design-system';
import { Link, mapApiError, navigate } from '@zaalplek/platform';
import { LinkCalendarLink } from '../calendar-sync/LinkCalendarLink';
import { ErrorLine, WarningLine } from '../onboarding/form/fields';
import { ActionBar } from '../venue-wizard/VenueLifecycle';
import { spaceActionMessages as a, spaceWizardMessages as m } from './messages';
import { useSpaceLifecycleMutation } from './spaceWizardApi';
import type { HostSpaceDetail } from './types';

export function SpaceActions({ space, venueId }: { space: HostSpaceDetail; venueId: number }) {
  const intl = useIntl();
  const [run, { isLoading }] = useSpaceLifecycleMutation();
  const [error, setError] = useState<{ text: string; key: string | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const publicPath = space.space_url ?? `/customer/space/${space.space_id}`;

  const act = async (action: 'activate' | 'deactivate' | 'delete') => {
    setError(null);
    try {
      await run({ id: space.space_id, action }).unwrap();
      if (action === 'delete') navigate('/vendor/spaces');
    } catch (e) {
      const mapped = mapApiError(e);
      const own = mapped.body.key ? `SpaceActions.${mapped.body.key}` : null;
      setError({
        text: own && intl.messages[own] ? intl.formatMessage({ id: own }) : intl.formatMessage({ id: mapped.formError ?? mapped.toastMessageId ?? 'errors.generic' }, mapped.messageValues),
        key: mapped.body.key ?? null,
      });
    } finally {
      setConfirm(false);
    }
  };
  const share = async () => {
    const url = new URL(publicPath, window.location.origin).toString();
    if (navigator.share) await navigator.share({ title: space.space_name, url }).catch(() => undefined);
    else await navigator.clipboard?.writeText(url).catch(() => undefined);
    setNotice(intl.formatMessage(a.linkCopied));
  };

  return (
    <section data-testid="space-actions" data-active={space.is_active}>
      {!space.is_active && <WarningLine data-testid="inactive-space-notice">{intl.formatMessage(space.review_status === 'PENDING' ? a.inReview : a.inactive)}</WarningLine>}
      <ActionBar>
        {space.is_active ? (
          <Button size="sm" variant="secondary" loading={isLoading} onClick={() => void act('deactivate')}>
            {intl.formatMessage(a.deactivate)}
          </Button>
        ) : (
          <Button size="sm" loading={isLoading} onClick={() => void act('activate')} data-testid="activate-space">
            {intl.formatMessage(a.activate)}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => window.open(publicPath, '_blank', 'noopener')}>
          {intl.formatMessage(a.preview)}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void share()}>
          {intl.formatMessage(a.share)}
        </Button>
        <a href={`mailto:support@zaalplek.nl?subject=${encodeURIComponent(intl.formatMessage(a.visitSubject, { name: space.space_name, id: space.space_id }))}`}>{intl.formatMessage(a.requestVisit)}</a>
        <Button size="sm" variant="danger" onClick={() => setConfirm(true)}>
          {intl.formatMessage(a.remove)}
        </Button>
        <Link to={`/vendor/venue/${venueId}/details`}>{intl.formatMessage(a.toVenue)}</Link>
      </ActionBar>
      {error && (
        <ErrorLine role="alert" data-testid="space-action-error">
          {error.text}
          {error.key === 'calendar_sync_required' && (
            <>
              {' '}
              <LinkCalendarLink venueId={venueId} spaceId={space.space_id} spaceName={space.space_name} />
            </>
          )}
        </ErrorLine>
      )}
      {notice && <p role="status">{notice}</p>}
      <Modal
        open={confirm}
        onClose={() => setConfirm(false)}
        title={intl.formatMessage(a.removeTitle)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(false)}>
              {intl.formatMessage(m.back)}
            </Button>
            <Button variant="danger" loading={isLoading} onClick={() => void act('delete')}>
              {intl.formatMessage(a.remove)}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage(a.removeText)}</p>
      </Modal>
    </section>
  );
}
