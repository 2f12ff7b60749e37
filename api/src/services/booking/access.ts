/** Who is the viewer for this booking: its guest, the host (owner or team), an admin, or nobody. */
import type { Knex } from 'knex';
import type { Viewer } from '../../auth/tokens';
import type { Action } from '../../auth/permissions';
import { actorCan, type Actor, type TeamRole } from '../../domain/booking/roles';
import { forbidden } from '../../errors/ApiError';

export interface BookingParties {
  account_id: number;
  organisation_id: number;
}

export async function actorFor(k: Knex | Knex.Transaction, viewer: Viewer, b: BookingParties): Promise<Actor | null> {
  if (viewer.isAdmin) return { role: 'ADMIN' };
  if (b.account_id === viewer.accountId) return { role: 'GUEST' };
  const org = await k('organisation').where('organisation_id', b.organisation_id).first('account_id');
  const acc = await k('account').where('account_id', viewer.accountId).first('permissions');
  const permissions: string[] = acc?.permissions ?? [];
  if (org?.account_id === viewer.accountId) return { role: 'HOST', permissions };
  const tm = await k('team_member').where({ organisation_id: b.organisation_id, account_id: viewer.accountId, invitation_status: 'ACCEPTED' }).first('team_role');
  if (tm) return { role: 'TEAM', team_role: tm.team_role as TeamRole, permissions };
  return null;
}

export async function requireActor(k: Knex | Knex.Transaction, viewer: Viewer, b: BookingParties): Promise<Actor> {
  const actor = await actorFor(k, viewer, b);
  if (!actor) throw forbidden('booking');
  return actor;
}

/** A party of the booking that the role table lets do `action` (e.g. a cleaner may not read the booking in full). */
export async function requireActorFor(k: Knex | Knex.Transaction, viewer: Viewer, b: BookingParties, action: Action): Promise<Actor> {
  const actor = await requireActor(k, viewer, b);
  if (!actorCan(actor, action)) throw forbidden('booking');
  return actor;
}
