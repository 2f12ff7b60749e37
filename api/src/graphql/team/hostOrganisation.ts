/**
 * Which organisation a host-side caller acts for (owner, or accepted team member), and checks
 * that a venue / space belongs to it. Admins may act on any organisation's venue or space.
 */
import { requirePermission } from '../../auth/guards';
import type { Action, Subject } from '../../auth/permissions';
import { forbidden, notFound } from '../../errors/ApiError';
import { organisationIdOf } from '../../queries/organisation';
import { spaceOwner, venueOwner } from '../../services/host/access';
import type { GraphQLContext } from '../context';

export interface HostScope {
  subject: Subject;
  /** null only for an admin without an organisation of its own */
  organisationId: number | null;
}


/** The caller may do `action` and has an organisation (admins: maybe none). */
export async function requireHostScope(ctx: GraphQLContext, action: Action): Promise<HostScope> {
  const subject = await requirePermission(ctx.knex, ctx.viewer, action);
  const organisationId = await organisationIdOf(ctx.knex, subject.accountId!);
  if (organisationId === null && !subject.isAdmin) throw forbidden('organisation');
  return { subject, organisationId };
}

/** Same, and the caller must have an organisation (admins too). */
export async function requireOwnOrganisation(ctx: GraphQLContext, action: Action): Promise<{ subject: Subject; organisationId: number }> {
  const scope = await requireHostScope(ctx, action);
  if (scope.organisationId === null) throw forbidden('organisation');
  return { subject: scope.subject, organisationId: scope.organisationId };
}

export async function requireVenueAccess(ctx: GraphQLContext, venueId: number, action: Action): Promise<HostScope & { venue: { venue_id: number; organisation_id: number; venue_name: string } }> {
  const scope = await requireHostScope(ctx, action);
  const venue = await venueOwner(ctx.knex, venueId);
  if (!venue) throw notFound('venue');
  if (!scope.subject.isAdmin && venue.organisation_id !== scope.organisationId) throw forbidden('venue');
  return { ...scope, venue };
}

export async function requireSpaceAccess(
  ctx: GraphQLContext,
  spaceId: number,
  action: Action,
): Promise<HostScope & { space: { space_id: number; venue_id: number; space_name: string; organisation_id: number } }> {
  const scope = await requireHostScope(ctx, action);
  const space = await spaceOwner(ctx.knex, spaceId);
  if (!space) throw notFound('space');
  if (!scope.subject.isAdmin && space.organisation_id !== scope.organisationId) throw forbidden('space');
  return { ...scope, space };
}

export const iso = (d: Date | string | null | undefined): string | null => (d == null ? null : new Date(d).toISOString());

export function pageArgs(args: { page?: number | null; size?: number | null }): { page: number; size: number; offset: number } {
  const page = Math.max(1, Math.floor(args.page ?? 1));
  const size = Math.min(50, Math.max(1, Math.floor(args.size ?? 20)));
  return { page, size, offset: (page - 1) * size };
}
