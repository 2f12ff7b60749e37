import type { Modifiers, RelationMappings } from 'objection';
import { CHAT_CHANNEL_TYPES, EVENT_STATUSES, EVENT_TYPES, NOTIFICATION_SCOPES } from '../constants';
import { BaseModel, s } from './base';
import { Account, Organisation } from './account';
import { Booking } from './booking';
import { Venue } from './venue';

/** Event notification. A trigger does pg_notify('notifications', {account_id, venue_id, ...}) on every change. */
export class Notification extends BaseModel {
  static tableName = 'notification';
  static idColumn = 'event_notification_id';
  event_notification_id!: number;
  account_id!: number;
  venue_id?: number | null;
  booking_id?: number | null;
  event_name!: string;
  event_status!: (typeof EVENT_STATUSES)[number];
  event_type!: (typeof EVENT_TYPES)[number];
  is_read!: boolean;
  is_deleted!: boolean;
  payload!: Record<string, unknown>;
  ts_created!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['account_id', 'event_name'],
    properties: {
      event_notification_id: s.id,
      account_id: s.id,
      venue_id: s.idOrNull,
      booking_id: s.idOrNull,
      event_name: s.str(100, 1),
      event_status: s.oneOf(EVENT_STATUSES),
      event_type: s.oneOf(EVENT_TYPES),
      is_read: s.bool,
      is_deleted: s.bool,
      payload: { type: 'object' },
    },
  };

  static modifiers: Modifiers = {
    visible: (q) => q.where('notification.is_deleted', false),
    unread: (q) => q.where('notification.is_read', false).where('notification.is_deleted', false),
    forVenue: (q, venueId?: number | null) => (venueId ? q.where('notification.venue_id', venueId) : q),
    newestFirst: (q) => q.orderBy('notification.ts_created', 'desc'),
  };

  static relationMappings = (): RelationMappings => ({
    account: { relation: BaseModel.BelongsToOneRelation, modelClass: Account, join: { from: 'notification.account_id', to: 'account.account_id' } },
    venue: { relation: BaseModel.BelongsToOneRelation, modelClass: Venue, join: { from: 'notification.venue_id', to: 'venue.venue_id' } },
    booking: { relation: BaseModel.BelongsToOneRelation, modelClass: Booking, join: { from: 'notification.booking_id', to: 'booking.booking_id' } },
  });
}

/** Catalogue of notification events with their default channels. */
export class NotificationSetting extends BaseModel {
  static tableName = 'notification_setting';
  static idColumn = 'event_id';
  event_id!: number;
  name!: string;
  scope!: (typeof NOTIFICATION_SCOPES)[number];
  type!: string;
  email!: boolean;
  sms!: boolean;
  is_editable!: boolean;
  is_booker!: boolean;
  is_vendor!: boolean;

  static jsonSchema = {
    type: 'object',
    required: ['name', 'scope'],
    properties: { event_id: s.id, name: s.str(100, 1), scope: s.oneOf(NOTIFICATION_SCOPES), email: s.bool, sms: s.bool, is_editable: s.bool },
  };

  static modifiers: Modifiers = {
    forBooker: (q) => q.where('is_booker', true),
    forVendor: (q) => q.where('is_vendor', true),
  };
}

export class AccountNotificationSetting extends BaseModel {
  static tableName = 'account_notification_setting';
  static idColumn = ['account_id', 'event_id'];
  account_id!: number;
  event_id!: number;
  email!: boolean;
  sms!: boolean;

  static jsonSchema = {
    type: 'object',
    required: ['account_id', 'event_id'],
    properties: { account_id: s.id, event_id: s.id, email: s.bool, sms: s.bool },
  };

  static modifiers: Modifiers = {};

  static relationMappings = (): RelationMappings => ({
    setting: { relation: BaseModel.BelongsToOneRelation, modelClass: NotificationSetting, join: { from: 'account_notification_setting.event_id', to: 'notification_setting.event_id' } },
  });
}

export class ChatChannel extends BaseModel {
  static tableName = 'chat_channel';
  static idColumn = 'chat_channel_id';
  chat_channel_id!: number;
  channel_type!: (typeof CHAT_CHANNEL_TYPES)[number];
  booking_id?: number | null;
  space_id?: number | null;
  venue_id?: number | null;
  account_id!: number;
  organisation_id?: number | null;
  /** the channel id of the spec (channel_id): see domain/chat/chatRules.ts channelIdOf */
  external_channel_id!: string;
  ts_last_message?: Date | null;
  ts_created!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['channel_type', 'account_id', 'external_channel_id'],
    properties: {
      chat_channel_id: s.id,
      channel_type: s.oneOf(CHAT_CHANNEL_TYPES),
      booking_id: s.idOrNull,
      space_id: s.idOrNull,
      venue_id: s.idOrNull,
      account_id: s.id,
      organisation_id: s.idOrNull,
      external_channel_id: s.str(255, 1),
    },
  };

  static modifiers: Modifiers = {
    support: (q) => q.where('chat_channel.channel_type', 'SUPPORT'),
    latestFirst: (q) => q.orderByRaw('chat_channel.ts_last_message DESC NULLS LAST').orderBy('chat_channel.chat_channel_id', 'desc'),
  };

  static relationMappings = (): RelationMappings => ({
    account: { relation: BaseModel.BelongsToOneRelation, modelClass: Account, join: { from: 'chat_channel.account_id', to: 'account.account_id' } },
    organisation: { relation: BaseModel.BelongsToOneRelation, modelClass: Organisation, join: { from: 'chat_channel.organisation_id', to: 'organisation.organisation_id' } },
    booking: { relation: BaseModel.BelongsToOneRelation, modelClass: Booking, join: { from: 'chat_channel.booking_id', to: 'booking.booking_id' } },
  });
}
