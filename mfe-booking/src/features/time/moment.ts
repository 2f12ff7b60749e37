// moment with Europe/Amsterdam. The build keeps only that zone's data and the nl locale
// (tools/webpack/common.js, momentPlugins), the same for every package that uses moment-timezone.
import moment from 'moment-timezone';

export default moment;
