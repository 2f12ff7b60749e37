/**
 * Provider links (docs/CONTRACTS.md "Calendar sync"): the authorise URL with a state token, the code
 * exchange after the redirect to the UI route /calendar/oauth/{provider}, the provider's calendar
 * list, choosing a calendar. Tokens stay server side, sealed (services/calendars/providers/tokenCrypto).
 */
import { ApiError, notFound } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import type { CalendarProvider } from '../../domain/calendar/vocabulary';
import { chooseLinkCalendar, providerLinkOfSpace, storeProviderLink, type CalendarLinkRow } from '../../services/calendars/links';
import { providerAdapter } from '../../services/calendars/providers';
import { consumeOAuthState, createOAuthState } from '../../services/calendars/providers/oauthState';
import { listProviderCalendars } from '../../services/calendars/providers/providerReader';
import { sealTokens } from '../../services/calendars/providers/tokenCrypto';
import type { ExternalCalendar, ProviderTokens } from '../../services/calendars/providers/types';
import type { GraphQLContext } from '../context';
import { requireSpaceAccess } from '../team/hostOrganisation';

const err = (key: string, meta: Record<string, unknown> | null = null) => new ApiError('VALIDATION', { entity: 'calendar_link', key, meta });

/** The UI route the provider sends the host back to (shell route table: /calendar/oauth/{provider}). */
export function redirectUri(ctx: GraphQLContext, provider: string): string {
  const origin = process.env.CALENDAR_OAUTH_REDIRECT_ORIGIN || process.env.ZAALPLEK_PUBLIC_ORIGIN || ctx.request?.origin || '';
  return `${origin.replace(/\/+$/, '')}/calendar/oauth/${provider}`;
}

function adapterOrRefuse(provider: string) {
  if (provider === 'apple') throw err('calendar_provider_uses_ics', { provider });
  const adapter = providerAdapter(provider);
  if (!adapter) throw err('calendar_provider_disabled', { provider });
  return adapter;
}

async function authLink(args: { provider: string; space_id: number }, ctx: GraphQLContext, extended: boolean) {
  const { space, subject } = await requireSpaceAccess(ctx, args.space_id, 'availability.manage');
  const adapter = adapterOrRefuse(args.provider);
  const state_token = await createOAuthState(ctx.knex, { space_id: space.space_id, account_id: subject.accountId!, provider_name: args.provider }, clock.now());
  return { url: adapter.authoriseUrl({ state: state_token, redirectUri: redirectUri(ctx, args.provider), extended }), state_token };
}

export const get_calendar_auth_code_link = (_: unknown, args: { provider: string; space_id: number }, ctx: GraphQLContext) => authLink(args, ctx, false);
export const get_extended_calendar_permissions = (_: unknown, args: { provider: string; space_id: number }, ctx: GraphQLContext) => authLink(args, ctx, true);

/** After the redirect: consumes the state, exchanges the code, stores the sealed tokens; the calendar is chosen next (sync_space_calendar). */
export async function create_space_calendar(_: unknown, args: { space_id: number; state_token: string; code?: string | null }, ctx: GraphQLContext) {
  const { space, subject } = await requireSpaceAccess(ctx, args.space_id, 'availability.manage');
  if (!args.code) throw new ApiError('FIELD_VALIDATION', { entity: 'calendar_link', key: 'required', meta: { field: 'code', fields: { code: 'required' } } });
  const state = await consumeOAuthState(ctx.knex, args.state_token ?? '', { space_id: space.space_id, account_id: subject.accountId!, isAdmin: subject.isAdmin }, clock.now());
  if (!state) throw err('calendar_state_invalid');
  const adapter = adapterOrRefuse(state.provider_name);
  let tokens: ProviderTokens;
  let calendars: ExternalCalendar[];
  try {
    tokens = await adapter.exchangeCode(args.code, redirectUri(ctx, state.provider_name), clock.now().getTime());
    calendars = await adapter.listCalendars(tokens.access_token);
  } catch (e) {
    throw err('calendar_authorisation_failed', { provider: state.provider_name, reason: (e as Error).message.slice(0, 200) });
  }
  const primary = calendars.find((c) => c.is_primary) ?? (calendars.length === 1 ? calendars[0] : undefined);
  return storeProviderLink(ctx.knex, subject.accountId!, space.space_id, {
    provider_name: state.provider_name as CalendarProvider, calendar_name: primary?.calendar_name ?? null, provider_access_token: sealTokens(tokens),
  });
}

/** The provider's calendars of the space's link (live, through the adapter). */
export async function external_calendars(_: unknown, args: { provider: string; space_id: number }, ctx: GraphQLContext): Promise<ExternalCalendar[]> {
  await requireSpaceAccess(ctx, args.space_id, 'availability.manage');
  const link = await providerLinkOfSpace(ctx.knex, args.space_id, args.provider);
  if (!link) return [];
  if (!providerAdapter(link.provider_name)) {
    return link.calendar_id ? [{ calendar_id: link.calendar_id, calendar_name: link.calendar_name ?? link.calendar_id }] : [];
  }
  try {
    return (await listProviderCalendars(ctx.knex, link)).map((c) => ({ calendar_id: c.calendar_id, calendar_name: c.calendar_name }));
  } catch (e) {
    throw err('calendar_unreadable', { reason: (e as Error).message.slice(0, 200) });
  }
}

/** Chooses the provider calendar of a provider link (must be one of the provider's list). */
export async function chooseProviderCalendar(ctx: GraphQLContext, link: CalendarLinkRow, calendarId: string): Promise<void> {
  let calendars: ExternalCalendar[];
  try {
    calendars = await listProviderCalendars(ctx.knex, link);
  } catch (e) {
    throw err('calendar_unreadable', { reason: (e as Error).message.slice(0, 200) });
  }
  const chosen = calendars.find((c) => c.calendar_id === calendarId);
  if (!chosen) throw notFound('calendar');
  await chooseLinkCalendar(ctx.knex, link, chosen);
}
