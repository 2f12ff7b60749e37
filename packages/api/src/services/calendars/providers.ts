/**
 * Calendar provider adapters (Google; Microsoft for office365 / live_connect / exchange; Apple =
 * an iCloud public ICS link, so it is the ICS path). A provider is on when its client id and
 * secret are configured: CALENDAR_GOOGLE_CLIENT_ID/_SECRET, CALENDAR_MICROSOFT_CLIENT_ID/_SECRET.
 * Nothing is configured by default: the UI offers the ICS link (always on).
 */
export type CalendarProviderName = 'apple' | 'exchange' | 'google' | 'live_connect' | 'office365';

export function enabledProviders(env: NodeJS.ProcessEnv = process.env): CalendarProviderName[] {
  const on = (p: string) => Boolean(env[`CALENDAR_${p}_CLIENT_ID`] && env[`CALENDAR_${p}_CLIENT_SECRET`]);
  const out: CalendarProviderName[] = ['apple'];
  if (on('GOOGLE')) out.push('google');
  if (on('MICROSOFT')) out.push('office365', 'live_connect', 'exchange');
  return out;
}
