/** Is an act-as token's session still open (not stopped, not expired, same admin and target)? */
import type { Knex } from 'knex';
import type { Viewer } from '../../auth/tokens';
import { ActAsSession } from '../../db/models';

export async function actAsSessionOpen(knex: Knex, viewer: Viewer): Promise<boolean> {
  if (!viewer.actAsSessionId || viewer.actorId === undefined) return false;
  if (!/^[0-9a-f-]{36}$/i.test(viewer.actAsSessionId)) return false;
  const row = await ActAsSession.query(knex)
    .modify('open')
    .findById(viewer.actAsSessionId)
    .where({ admin_account_id: viewer.actorId, target_account_id: viewer.accountId })
    .select('act_as_session_id');
  return !!row;
}
