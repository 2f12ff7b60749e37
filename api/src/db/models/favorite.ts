import type { RelationMappings } from 'objection';
import { BaseModel, s } from './base';
import { Account } from './account';
import { Space } from './space';

/** A guest's favourite space (one row per account and space). */
export class FavoriteSpace extends BaseModel {
  static tableName = 'favorite_space';
  static idColumn = ['account_id', 'space_id'];
  account_id!: number;
  space_id!: number;
  ts_created!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['account_id', 'space_id'],
    properties: { account_id: s.id, space_id: s.id },
  };

  static relationMappings = (): RelationMappings => ({
    account: { relation: BaseModel.BelongsToOneRelation, modelClass: Account, join: { from: 'favorite_space.account_id', to: 'account.account_id' } },
    space: { relation: BaseModel.BelongsToOneRelation, modelClass: Space, join: { from: 'favorite_space.space_id', to: 'space.space_id' } },
  });
}
