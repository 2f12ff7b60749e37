import type { RelationMappings } from 'objection';
import { BaseModel, s } from './base';
import { Account } from './account';
import { Booking } from './booking';
import { Feedback } from './content';
import { Space } from './space';

/** A guest's review of a passed booking's space (one per booking), with the host's one reply. */
export class SpaceReview extends BaseModel {
  static tableName = 'space_review';
  static idColumn = 'review_id';
  review_id!: number;
  booking_id!: number;
  space_id!: number;
  venue_id!: number;
  account_id?: number | null;
  rating!: number;
  review_text!: string;
  host_reply?: string | null;
  ts_replied?: Date | string | null;
  is_hidden!: boolean;
  feedback_id?: number | null;
  ts_created!: Date;
  ts_updated!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['booking_id', 'space_id', 'venue_id', 'rating', 'review_text'],
    properties: {
      review_id: s.id,
      booking_id: s.id,
      space_id: s.id,
      venue_id: s.id,
      account_id: s.idOrNull,
      rating: s.int(1, 5),
      review_text: s.str(2000, 1),
      host_reply: s.strOrNull(2000),
      is_hidden: s.bool,
      feedback_id: s.idOrNull,
    },
  };

  static relationMappings = (): RelationMappings => ({
    booking: { relation: BaseModel.BelongsToOneRelation, modelClass: Booking, join: { from: 'space_review.booking_id', to: 'booking.booking_id' } },
    space: { relation: BaseModel.BelongsToOneRelation, modelClass: Space, join: { from: 'space_review.space_id', to: 'space.space_id' } },
    author: { relation: BaseModel.BelongsToOneRelation, modelClass: Account, join: { from: 'space_review.account_id', to: 'account.account_id' } },
    feedback: { relation: BaseModel.BelongsToOneRelation, modelClass: Feedback, join: { from: 'space_review.feedback_id', to: 'feedback.feedback_id' } },
  });
}
