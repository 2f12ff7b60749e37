import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { CreateSpaceCalendarDocument, ExternalCalendarsDocument, SyncSpaceCalendarDocument, type CreateSpaceCalendarMutation, type ExternalCalendarsQuery, type SyncSpaceCalendarMutation } from '../../generated/graphql';
import type { CalendarProvider, SpaceCalendarLink } from './calendarSyncApi';

export type ExternalCalendar = ExternalCalendarsQuery['external_calendars'][number];


export const CREATE_SPACE_CALENDAR_MUTATION = /* GraphQL */ `mutation CreateSpaceCalendar($space_id: Int!, $state_token: String!, $code: String) {
  create_space_calendar(space_id: $space_id, state_token: $state_token, code: $code) { ...SpaceCalendarLinkFields }
}`;
export const EXTERNAL_CALENDARS_QUERY = /* GraphQL */ `query ExternalCalendars($provider: CalendarProvider!, $space_id: Int!) {
  external_calendars(provider: $provider, space_id: $space_id) { calendar_id calendar_name }
}`;
export const SYNC_SPACE_CALENDAR_MUTATION = /* GraphQL */ `mutation SyncSpaceCalendar($calendar_id: String!, $space_id: Int!) {
  sync_space_calendar(calendar_id: $calendar_id, space_id: $space_id) { ...SpaceCalendarLinkFields }
}`;

/** The pending provider link, kept in sessionStorage from the provider button until the redirect page. */
export interface PendingCalendarOAuth {
  state_token: string;
  space_id: number;
  venue_id: number;
  provider: CalendarProvider;
}
/** Leaves the app for the provider's consent page (an object so tests can replace it). */
export const providerRedirect = { go: (url: string): void => window.location.assign(url) };

const PENDING_KEY = 'zaalplek.calendarOAuth';

export function savePendingOAuth(p: PendingCalendarOAuth): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(p));
  } catch {
    // storage unavailable: the redirect page says the link is no longer valid
  }
}

/** The pending link for this state (and removes it: single use). */
export function takePendingOAuth(state: string): PendingCalendarOAuth | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    const p = raw ? (JSON.parse(raw) as PendingCalendarOAuth) : null;
    if (!p || p.state_token !== state || typeof p.space_id !== 'number') return null;
    window.sessionStorage.removeItem(PENDING_KEY);
    return p;
  } catch {
    return null;
  }
}

/** The OAuth completion of a provider link (docs/CONTRACTS.md "Calendar sync"). */
export const calendarOAuthApi = api.enhanceEndpoints({ addTagTypes: ['SpaceCalendars', 'Availability'] }).injectEndpoints({
  endpoints: (build) => ({
    createSpaceCalendar: build.mutation<SpaceCalendarLink, { space_id: number; state_token: string; code: string }>({
      query: (variables) => operation(CreateSpaceCalendarDocument, variables),
      transformResponse: (data: CreateSpaceCalendarMutation) => data.create_space_calendar,
      invalidatesTags: ['SpaceCalendars'],
    }),
    getExternalCalendars: build.query<ExternalCalendar[], { provider: CalendarProvider; space_id: number }>({
      query: (variables) => operation(ExternalCalendarsDocument, variables),
      transformResponse: (data: ExternalCalendarsQuery) => data.external_calendars,
    }),
    syncSpaceCalendar: build.mutation<SpaceCalendarLink, { calendar_id: string; space_id: number }>({
      query: (variables) => operation(SyncSpaceCalendarDocument, variables),
      transformResponse: (data: SyncSpaceCalendarMutation) => data.sync_space_calendar,
      invalidatesTags: ['SpaceCalendars', 'Availability'],
    }),
  }),
});

export const { useCreateSpaceCalendarMutation, useGetExternalCalendarsQuery, useSyncSpaceCalendarMutation } = calendarOAuthApi;
