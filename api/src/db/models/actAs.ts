/** Act-as sessions: an admin working as a customer or vendor with a short-lived token (services/admin/actAs.ts). */
import type { Modifiers, RelationMappings } from 'objection';
import { ACT_AS_TARGET_KINDS } from '../constants';
import { BaseModel, s } from './base';
import { Account } from './account';

export class ActAsSession extends BaseModel {
  static tableName = 'act_as_session';
  static idColumn = 'act_as_session_id';
  act_as_session_id!: string;
  admin_account_id!: number;
  target_account_id!: number;
  target_kind!: (typeof ACT_AS_TARGET_KINDS)[number];
  ts_started!: Date;
  start_ip?: string | null;
  ts_expires!: Date;
  ts_stopped?: Date | null;
  stop_ip?: string | null;
  admin?: Account;
  target?: Account;

  static jsonSchema = {
    type: 'object',
    required: ['admin_account_id', 'target_account_id', 'target_kind', 'ts_expires'],
    properties: {
      act_as_session_id: { type: 'string', format: 'uuid' },
      admin_account_id: s.id,
      target_account_id: s.id,
      target_kind: s.oneOf(ACT_AS_TARGET_KINDS),
      start_ip: s.strOrNull(64),
      stop_ip: s.strOrNull(64),
    },
  };

  static modifiers: Modifiers = {
    open: (q) => q.whereNull('act_as_session.ts_stopped').where('act_as_session.ts_expires', '>', new Date()),
  };

  static relationMappings = (): RelationMappings => ({
    admin: { relation: BaseModel.BelongsToOneRelation, modelClass: Account, join: { from: 'act_as_session.admin_account_id', to: 'account.account_id' } },
    target: { relation: BaseModel.BelongsToOneRelation, modelClass: Account, join: { from: 'act_as_session.target_account_id', to: 'account.account_id' } },
  });
}
