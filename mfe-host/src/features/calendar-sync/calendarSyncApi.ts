import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { EnabledCalendarProvidersDocument, GetCalendarAuthCodeLinkDocument, LinkIcsCalendarDocument, RotateCalendarExportSecretDocument, SpaceCalendarsDocument, UnlinkCalendarDocument, type EnabledCalendarProvidersQuery, type GetCalendarAuthCodeLinkMutation, type LinkIcsCalendarMutation, type RotateCalendarExportSecretMutation, type SpaceCalendarsQuery, type UnlinkCalendarMutation, type SpaceCalendarLinkFieldsFragment, type SpaceCalendarInfoFieldsFragment, type CalendarProvider } from '../../generated/graphql';

export type { CalendarProvider } from '../../generated/graphql';

export type SpaceCalendarLink = SpaceCalendarLinkFieldsFragment;

export type SpaceCalendarInfo = SpaceCalendarInfoFieldsFragment;

export const LINK_FRAGMENT = /* GraphQL */ `fragment SpaceCalendarLinkFields on SpaceCalendarLink {
  calendar_link_id space_id provider_name calendar_id calendar_name sync_status is_synchronized calendar_deleted
  ts_last_sync last_error ts_failing_since
}`;
export const INFO_FRAGMENT = /* GraphQL */ `fragment SpaceCalendarInfoFields on SpaceCalendarInfo {
  space_id space_name export_url link { ...SpaceCalendarLinkFields }
}`;

export const SPACE_CALENDARS_QUERY = /* GraphQL */ `query SpaceCalendars($venue_id: Int!) { space_calendars(venue_id: $venue_id) { ...SpaceCalendarInfoFields } }`;
export const ENABLED_CALENDAR_PROVIDERS_QUERY = /* GraphQL */ `query EnabledCalendarProviders { enabled_calendar_providers }`;
export const ROTATE_CALENDAR_EXPORT_SECRET_MUTATION = /* GraphQL */ `mutation RotateCalendarExportSecret($space_id: Int!) {
  rotate_calendar_export_secret(space_id: $space_id) { ...SpaceCalendarInfoFields }
}`;
export const LINK_ICS_CALENDAR_MUTATION = /* GraphQL */ `mutation LinkIcsCalendar($space_id: Int!, $url: String!) {
  link_ics_calendar(space_id: $space_id, url: $url) { ...SpaceCalendarLinkFields }
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
      query: (venue_id) => operation(SpaceCalendarsDocument, { venue_id }),
      transformResponse: (data: SpaceCalendarsQuery) => data.space_calendars,
      providesTags: ['SpaceCalendars'],
    }),
    getEnabledCalendarProviders: build.query<CalendarProvider[], void>({
      query: () => operation(EnabledCalendarProvidersDocument, {}),
      transformResponse: (data: EnabledCalendarProvidersQuery) => data.enabled_calendar_providers,
    }),
    rotateCalendarExportSecret: build.mutation<SpaceCalendarInfo, number>({
      query: (space_id) => operation(RotateCalendarExportSecretDocument, { space_id }),
      transformResponse: (data: RotateCalendarExportSecretMutation) => data.rotate_calendar_export_secret,
      invalidatesTags: ['SpaceCalendars'],
    }),
    linkIcsCalendar: build.mutation<SpaceCalendarLink, { space_id: number; url: string }>({
      query: (variables) => operation(LinkIcsCalendarDocument, variables),
      transformResponse: (data: LinkIcsCalendarMutation) => data.link_ics_calendar,
      invalidatesTags: ['SpaceCalendars', 'Availability'],
    }),
    unlinkCalendar: build.mutation<boolean, { space_id: number; has_rollback_selected: boolean }>({
      query: (variables) => operation(UnlinkCalendarDocument, variables),
      transformResponse: (data: UnlinkCalendarMutation) => data.unlink_calendar,
      invalidatesTags: ['SpaceCalendars', 'Availability'],
    }),
    getCalendarAuthCodeLink: build.mutation<{ url: string; state_token: string }, { provider: CalendarProvider; space_id: number }>({
      query: (variables) => operation(GetCalendarAuthCodeLinkDocument, variables),
      transformResponse: (data: GetCalendarAuthCodeLinkMutation) => data.get_calendar_auth_code_link,
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
