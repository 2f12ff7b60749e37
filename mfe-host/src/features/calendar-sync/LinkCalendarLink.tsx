import { useIntl } from 'react-intl';
import { Link } from '@zaalplek/platform';
import { calendarSyncPath } from './calendarSyncPath';
import { calendarSyncMessages as m } from './messages';

/** Leads from a refused activation (no linked calendar) to the calendar linking of that space. */
export function LinkCalendarLink({ venueId, spaceId, spaceName }: { venueId: number; spaceId: number; spaceName: string }) {
  const intl = useIntl();
  return (
    <Link to={calendarSyncPath(venueId, spaceId)} data-testid="link-calendar" aria-label={intl.formatMessage(m.linkCalendarOf, { space: spaceName })}>
      {intl.formatMessage(m.linkCalendar)}
    </Link>
  );
}
