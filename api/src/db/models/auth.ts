/** Models of the accounts issue: login tokens, refresh tokens, outbox, social accounts. */
import type { Modifiers, RelationMappings } from 'objection';
import { BaseModel, s } from './base';
import { Account } from './account';

/** One-time e-mail link + short code, or SMS code. Only hashes are stored. */
export class AuthToken extends BaseModel {
  static tableName = 'auth_token';
  static idColumn = 'auth_token_id';
  auth_token_id!: number;
  account_id!: number;
  purpose!: 'LOGIN' | 'VERIFY_EMAIL' | 'VERIFY_PHONE';
  channel!: 'EMAIL' | 'SMS';
  token_hash?: string | null;
  code_hash?: string | null;
  /** new e-mail / phone to apply when verified */
  target?: string | null;
  nonce_hash?: string | null;
  attempts!: number;
  expires_at!: Date;
  consumed_at?: Date | null;
  ts_created!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['account_id', 'purpose', 'channel', 'expires_at'],
    properties: {
      auth_token_id: s.id,
      account_id: s.id,
      purpose: s.oneOf(['LOGIN', 'VERIFY_EMAIL', 'VERIFY_PHONE']),
      channel: s.oneOf(['EMAIL', 'SMS']),
      attempts: s.int(),
    },
  };

  static modifiers: Modifiers = { open: (q) => q.whereNull('consumed_at') };

  static relationMappings = (): RelationMappings => ({
    account: { relation: BaseModel.BelongsToOneRelation, modelClass: Account, join: { from: 'auth_token.account_id', to: 'account.account_id' } },
  });
}

/** Refresh token of a login family; rotated on use, the family revoked on reuse or logout. */
export class RefreshToken extends BaseModel {
  static tableName = 'refresh_token';
  static idColumn = 'refresh_token_id';
  refresh_token_id!: number;
  account_id!: number;
  family_id!: string;
  token_hash!: string;
  expires_at!: Date;
  rotated_at?: Date | null;
  revoked_at?: Date | null;
  ts_created!: Date;

  static relationMappings = (): RelationMappings => ({
    account: { relation: BaseModel.BelongsToOneRelation, modelClass: Account, join: { from: 'refresh_token.account_id', to: 'account.account_id' } },
  });
}

/** Every mail and SMS the API produced (sent through SMTP or only kept here). */
export class OutboxMessage extends BaseModel {
  static tableName = 'outbox_message';
  static idColumn = 'outbox_message_id';
  outbox_message_id!: number;
  channel!: 'EMAIL' | 'SMS';
  recipient!: string;
  account_id?: number | null;
  template!: string;
  locale!: string;
  subject?: string | null;
  body_text!: string;
  body_html?: string | null;
  sent_at?: Date | null;
  transport!: string;
  ts_created!: Date;

  static modifiers: Modifiers = { newestFirst: (q) => q.orderBy('outbox_message_id', 'desc') };
}

/** An account linked to a social network identity (provider + subject). */
export class SocialAccount extends BaseModel {
  static tableName = 'social_account';
  static idColumn = 'social_account_id';
  social_account_id!: number;
  account_id!: number;
  provider!: 'facebook' | 'google' | 'linkedin';
  subject!: string;
  email?: string | null;

  static relationMappings = (): RelationMappings => ({
    account: { relation: BaseModel.BelongsToOneRelation, modelClass: Account, join: { from: 'social_account.account_id', to: 'account.account_id' } },
  });
}
