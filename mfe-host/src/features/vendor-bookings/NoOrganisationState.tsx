// A host who has not set up an organisation yet has no bookings to show: point to the onboarding.
import { useIntl } from 'react-intl';
import { EmptyState } from '@zaalplek/design-system';
import { Link } from '@zaalplek/platform';
import { vendorBookingsMessages as m } from './messages';

export function NoOrganisationState() {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage(m.noOrganisationTitle)}
      description={intl.formatMessage(m.noOrganisationText)}
      action={<Link to="/vendor/onboarding">{intl.formatMessage(m.noOrganisationAction)}</Link>}
    />
  );
}
