// moment-timezone without the 700 KB all-zones data: the core plus Europe/Amsterdam only.
import moment from 'moment-timezone/moment-timezone';
import { AMSTERDAM_LINK, AMSTERDAM_ZONE } from './amsterdamZone';

if (!moment.tz.zone('Europe/Amsterdam')) {
  moment.tz.add(AMSTERDAM_ZONE);
  if (AMSTERDAM_LINK) moment.tz.link(AMSTERDAM_LINK);
}

export default moment;
