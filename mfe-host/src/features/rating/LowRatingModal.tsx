// The low-rating warning on the space edit page (host-and-admin spec 2): when the host's reliability
// is critical (2 or lower) or banned (0), a modal explains it once per page load of the editor.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Modal } from '@zaalplek/design-system';
import { Link } from '@zaalplek/platform';
import { ratingMessages as m } from './messages';
import { useGetHostRatingQuery } from './ratingApi';

export function LowRatingModal() {
  const intl = useIntl();
  const { data } = useGetHostRatingQuery();
  const [dismissed, setDismissed] = useState(false);
  const low = Boolean(data && (data.is_critical || data.is_banned));
  const close = () => setDismissed(true);
  if (!data || !low) return null;
  return (
    <Modal
      open={!dismissed}
      onClose={close}
      title={intl.formatMessage(m.lowTitle)}
      footer={
        <Button onClick={close} data-testid="low-rating-ok">
          {intl.formatMessage(m.lowOk)}
        </Button>
      }
    >
      <div data-testid="low-rating-modal">
        <p>{intl.formatMessage(data.is_banned ? m.banned : m.critical)}</p>
        <p>{intl.formatMessage(m.value, { stars: intl.formatNumber(data.value / 2, { maximumFractionDigits: 2 }) })}</p>
        <p>
          <Link to="/bookings/vendor" onClick={close}>
            {intl.formatMessage(m.lowToRequests)}
          </Link>
        </p>
      </div>
    </Modal>
  );
}
