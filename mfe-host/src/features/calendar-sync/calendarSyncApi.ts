import { api } from '../../api';

export type CalendarProvider = 'ics' | 'apple' | 'exchange' | 'google' | 'live_connect' | 'office365';

export interface SpaceCalendarLink {
  calendar_link_id: number;
  space_id: number;
  provider_name: CalendarProvider;
  calendar_id: string | null;
  calendar_name: string | null;
  sync_status: 'PENDING' | 'SYNCED' | 'FAILING' | 'UNSUBSCRIBED';
  is_synchronized: boolean;
  calendar_deleted: boolean;
  ts_last_sync: string | null;
  last_error: string | null;
  ts_failing_since: string | null;
}

export interface SpaceCalendarInfo {
  space_id: number;
  space_name: string;
  export_url: string;
  link: SpaceCalendarLink | null;
}

const LINK_FIELDS = `calendar_link_id space_id provider_name calendar_id calendar_name sync_status is_synchronized calendar_deleted
  ts_last_sync last_error ts_failing_since`;
const INFO_FIELDS = `space_id space_name export_url link { ${LINK_FIELDS} }`;

export const SPACE_CALENDARS_QUERY = /* GraphQL */ `query SpaceCalendars($venue_id: Int!) { space_calendars(venue_id: $venue_id) { ${INFO_FIELDS} } }`;
export const ENABLED_CALENDAR_PROVIDERS_QUERY = /* GraphQL */ `query EnabledCalendarProviders { enabled_calendar_providers }`;
export const ROTATE_CALENDAR_EXPORT_SECRET_MUTATION = /* GraphQL */ `mutation RotateCalendarExportSecret($space_id: Int!) {
  rotate_calendar_export_secret(space_id: $space_id) { ${INFO_FIELDS} }
}`;
export const LINK_ICS_CALENDAR_MUTATION = /* GraphQL */ `mutation LinkIcsCalendar($space_id: Int!, $url: String!) {
  link_ics_calendar(space_id: $space_id, url: $url) { ${LINK_FIELDS} }
}`;
export const UNLINK_CALENDAR_MUTATION = /* GraphQL */ `mutation UnlinkCalendar($space_id: Int!, $has_rollback_selected: Boolean!) {
  unlink_calendar(space_id: $space_id, has_rollback_selected: $has_rollback_selected)
}`;
export const GET_CALENDAR_AUTH_CODE_LINK_MUTATION = /* GraphQL */ `mutation GetCalendarAuthCodeLink($provider: CalendarProvider!, $space_id: Int!) {
  get_calendar_auth_code_link(provider: $provider, space_id: $space_id) { url state_token }
}`;

/** Calendar sync per space: the export feed, an ICS import link, provider links (docs/CONTRACTS.md "Calendar sync"). */
export const calendarSyncApi = api.enhanceEndpoints({ addTagTypes: ['SpaceCalendars', 'Availability'] }).injectEndpoints({
  endpoints: (build) => ({
    getSpaceCalendars: build.query<SpaceCalendarInfo[], number>({
      query: (venue_id) => ({ document: SPACE_CALENDARS_QUERY, variables: { venue_id } }),
      transformResponse: (data: { space_calendars: SpaceCalendarInfo[] }) => data.space_calendars,
      providesTags: ['SpaceCalendars'],
    }),
    getEnabledCalendarProviders: build.query<CalendarProvider[], void>({
      query: () => ({ document: ENABLED_CALENDAR_PROVIDERS_QUERY }),
      transformResponse: (data: { enabled_calendar_providers: CalendarProvider[] }) => data.enabled_calendar_providers,
    }),
    rotateCalendarExportSecret: build.mutation<SpaceCalendarInfo, number>({
      query: (space_id) => ({ document: ROTATE_CALENDAR_EXPORT_SECRET_MUTATION, variables: { space_id } }),
      transformResponse: (data: { rotate_calendar_export_secret: SpaceCalendarInfo }) => data.rotate_calendar_export_secret,
      invalidatesTags: ['SpaceCalendars'],
    }),
    linkIcsCalendar: build.mutation<SpaceCalendarLink, { space_id: number; url: string }>({
      query: (variables) => ({ document: LINK_ICS_CALENDAR_MUTATION, variables }),
      transformResponse: (data: { link_ics_calendar: SpaceCalendarLink }) => data.link_ics_calendar,
      invalidatesTags: ['SpaceCalendars', 'Availability'],
    }),
    unlinkCalendar: build.mutation<boolean, { space_id: number; has_rollback_selected: boolean }>({
      query: (variables) => ({ document: UNLINK_CALENDAR_MUTATION, variables }),
      transformResponse: (data: { unlink_calendar: boolean }) => data.unlink_calendar,
      invalidatesTags: ['SpaceCalendars', 'Availability'],
    }),
    getCalendarAuthCodeLink: build.mutation<{ url: string; state_token: string }, { provider: CalendarProvider; space_id: number }>({
      query: (variables) => ({ document: GET_CALENDAR_AUTH_CODE_LINK_MUTATION, variables }),
      transformResponse: (data: { get_calendar_auth_code_link: { url: string; state_token: string } }) => data.get_calendar_auth_code_link,
    }),
  }),
});

export const {
  useGetSpaceCalendarsQuery,
  useGetEnabledCalendarProvidersQuery,
  useRotateCalendarExportSecretMutation,
  useLinkIcsCalendarMutation,
  useUnlinkCalendarMutation,
  useGetCalendarAuthCodeLinkMutation,
} = calendarSyncApi;
