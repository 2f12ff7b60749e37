import type { Modifiers, RelationMappings } from 'objection';
import { ACCOUNT_PERMISSIONS, ACCOUNT_STATES, BAN_CAUSES, BLOCK_CAUSES, NON_ADMIN_STAFF_ROLES, REVIEW_STATUSES, INVITATION_STATUSES, LOCALES, ORGANISATION_TYPES, TEAM_ROLES } from '../constants';
import { BaseModel, s } from './base';
import { Venue } from './venue';
import { Booking } from './booking';
import { Notification } from './notification';
import { Space } from './space';
import { Image } from './content';

export class Account extends BaseModel {
  static tableName = 'account';
  static idColumn = 'account_id';
  account_id!: number;
  email!: string;
  phone?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  locale!: (typeof LOCALES)[number];
  account_state!: (typeof ACCOUNT_STATES)[number];
  is_admin!: boolean;
  permissions!: (typeof ACCOUNT_PERMISSIONS)[number][];
  is_email_verified!: boolean;
  is_phone_verified!: boolean;
  marketing_subscription!: boolean;
  is_blocked!: boolean;
  /** SUPPORT or CONTENT_EDITOR; admins have is_admin instead (never both) */
  staff_role?: (typeof NON_ADMIN_STAFF_ROLES)[number] | null;
  block_cause?: (typeof BLOCK_CAUSES)[number] | null;
  block_reason?: string | null;
  blocked_booking_id?: number | null;
  ts_blocked?: Date | string | null;
  avatar_image_id?: number | null;
  chat_user_id?: string | null;
  ts_created!: Date;
  ts_updated!: Date;
  organisations?: Organisation[];
  bookings?: Booking[];

  static jsonSchema = {
    type: 'object',
    required: ['email'],
    properties: {
      account_id: s.id,
      email: { type: 'string', format: 'email', maxLength: 255 },
      phone: { type: ['string', 'null'], pattern: '^\\+[0-9]{6,15}$' },
      first_name: { type: ['string', 'null'], maxLength: 100, pattern: "^[\\p{L}' -]*$" },
      last_name: { type: ['string', 'null'], maxLength: 100, pattern: "^[\\p{L}' -]*$" },
      locale: s.oneOf(LOCALES),
      account_state: s.oneOf(ACCOUNT_STATES),
      is_admin: s.bool,
      permissions: { type: 'array', items: { enum: [...ACCOUNT_PERMISSIONS] } },
      is_email_verified: s.bool,
      is_phone_verified: s.bool,
      marketing_subscription: s.bool,
      is_blocked: s.bool,
      staff_role: { enum: [...NON_ADMIN_STAFF_ROLES, null] },
      block_cause: { enum: [...BLOCK_CAUSES, null] },
      block_reason: s.strOrNull(500),
      blocked_booking_id: s.idOrNull,
      avatar_image_id: s.idOrNull,
    },
  };

  static modifiers: Modifiers = {
    admins: (q) => q.where('is_admin', true),
    vendors: (q) => q.where('account_state', 'VENDOR'),
    bookers: (q) => q.where('account_state', 'BOOKER'),
    publicFields: (q) => q.select('account_id', 'first_name', 'last_name', 'avatar_image_id'),
  };

  static relationMappings = (): RelationMappings => ({
    organisations: { relation: BaseModel.HasManyRelation, modelClass: Organisation, join: { from: 'account.account_id', to: 'organisation.account_id' } },
    bookings: { relation: BaseModel.HasManyRelation, modelClass: Booking, join: { from: 'account.account_id', to: 'booking.account_id' } },
    notifications: { relation: BaseModel.HasManyRelation, modelClass: Notification, join: { from: 'account.account_id', to: 'notification.account_id' } },
    avatar: { relation: BaseModel.BelongsToOneRelation, modelClass: Image, join: { from: 'account.avatar_image_id', to: 'image.image_id' } },
    team_memberships: { relation: BaseModel.HasManyRelation, modelClass: TeamMember, join: { from: 'account.account_id', to: 'team_member.account_id' } },
    favorite_spaces: {
      relation: BaseModel.ManyToManyRelation,
      modelClass: Space,
      join: { from: 'account.account_id', through: { from: 'favorite_space.account_id', to: 'favorite_space.space_id' }, to: 'space.space_id' },
    },
  });
}

export class Organisation extends BaseModel {
  static tableName = 'organisation';
  static idColumn = 'organisation_id';
  organisation_id!: number;
  account_id!: number;
  organisation_type!: (typeof ORGANISATION_TYPES)[number];
  organisation_name?: string | null;
  vat_number?: string | null;
  vat_rate!: number;
  finance_email?: string | null;
  place_id?: string | null;
  finance_place_id?: string | null;
  coc?: string | null;
  address?: string | null;
  finance_address?: string | null;
  is_update_allowed!: boolean;
  organisation_rating!: number;
  is_activation_allowed!: boolean;
  is_banned!: boolean;
  ban_cause?: (typeof BAN_CAUSES)[number] | null;
  ban_reason?: string | null;
  ts_banned?: Date | string | null;
  review_status!: (typeof REVIEW_STATUSES)[number];
  review_reason?: string | null;
  service_fee_rate!: number;
  owner?: Account;
  venues?: Venue[];

  static jsonSchema = {
    type: 'object',
    required: ['account_id', 'organisation_type'],
    properties: {
      organisation_id: s.id,
      account_id: s.id,
      organisation_type: s.oneOf(ORGANISATION_TYPES),
      organisation_name: s.strOrNull(100),
      vat_number: { type: ['string', 'null'], minLength: 14, maxLength: 14 },
      vat_rate: s.oneOf([21, 9, 3, 0]),
      finance_email: { type: ['string', 'null'], format: 'email' },
      coc: { type: ['string', 'null'], pattern: '^[0-9]{8}$' },
      address: s.strOrNull(255),
      finance_address: s.strOrNull(255),
      is_update_allowed: s.bool,
      organisation_rating: { type: 'number', minimum: 0, maximum: 10 },
      is_activation_allowed: s.bool,
      is_banned: s.bool,
      ban_cause: { enum: [...BAN_CAUSES, null] },
      ban_reason: s.strOrNull(500),
      review_status: s.oneOf(REVIEW_STATUSES),
      review_reason: s.strOrNull(500),
      service_fee_rate: { type: 'number', minimum: 0, maximum: 100 },
    },
  };

  static modifiers: Modifiers = {
    active: (q) => q.where('is_banned', false),
  };

  static relationMappings = (): RelationMappings => ({
    owner: { relation: BaseModel.BelongsToOneRelation, modelClass: Account, join: { from: 'organisation.account_id', to: 'account.account_id' } },
    venues: { relation: BaseModel.HasManyRelation, modelClass: Venue, join: { from: 'organisation.organisation_id', to: 'venue.organisation_id' } },
    bank_info: { relation: BaseModel.HasManyRelation, modelClass: OrganisationBankInfo, join: { from: 'organisation.organisation_id', to: 'organisation_bank_info.organisation_id' } },
    collection: { relation: BaseModel.HasOneRelation, modelClass: Collection, join: { from: 'organisation.organisation_id', to: 'collection.organisation_id' } },
    team_members: { relation: BaseModel.HasManyRelation, modelClass: TeamMember, join: { from: 'organisation.organisation_id', to: 'team_member.organisation_id' } },
  });
}

export class OrganisationBankInfo extends BaseModel {
  static tableName = 'organisation_bank_info';
  static idColumn = 'organisation_bank_id';
  organisation_bank_id!: number;
  organisation_id!: number;
  bank_ascription!: string;
  iban!: string;
  is_active!: boolean;

  static jsonSchema = {
    type: 'object',
    required: ['organisation_id', 'bank_ascription', 'iban'],
    properties: {
      organisation_bank_id: s.id,
      organisation_id: s.id,
      bank_ascription: s.str(255, 1),
      iban: { type: 'string', pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$' },
      is_active: s.bool,
    },
  };

  static modifiers: Modifiers = { active: (q) => q.where('is_active', true) };

  static relationMappings = (): RelationMappings => ({
    organisation: { relation: BaseModel.BelongsToOneRelation, modelClass: Organisation, join: { from: 'organisation_bank_info.organisation_id', to: 'organisation.organisation_id' } },
  });
}

export class Collection extends BaseModel {
  static tableName = 'collection';
  static idColumn = 'collection_id';
  collection_id!: number;
  organisation_id!: number;
  name!: string;
  slug!: string;
  collection_hash!: string;
  promo_text?: string | null;
  about_us?: string | null;
  website?: string | null;
  logo_image_id?: number | null;
  social_links!: Record<string, string>;
  has_public_page!: boolean;

  static jsonSchema = {
    type: 'object',
    required: ['organisation_id', 'name', 'slug', 'collection_hash'],
    properties: {
      collection_id: s.id,
      organisation_id: s.id,
      name: s.str(100, 1),
      slug: { type: 'string', pattern: '^[a-z0-9-]+$' },
      collection_hash: { type: 'string', pattern: '^[a-z0-9]{8}$' },
      promo_text: s.text,
      about_us: s.strOrNull(500),
      website: s.strOrNull(255),
      logo_image_id: s.idOrNull,
      social_links: { type: 'object' },
      has_public_page: s.bool,
    },
  };

  static modifiers: Modifiers = { publicPages: (q) => q.where('has_public_page', true) };

  static relationMappings = (): RelationMappings => ({
    organisation: { relation: BaseModel.BelongsToOneRelation, modelClass: Organisation, join: { from: 'collection.organisation_id', to: 'organisation.organisation_id' } },
    venues: { relation: BaseModel.HasManyRelation, modelClass: Venue, join: { from: 'collection.collection_id', to: 'venue.collection_id' } },
    logo: { relation: BaseModel.BelongsToOneRelation, modelClass: Image, join: { from: 'collection.logo_image_id', to: 'image.image_id' } },
  });
}

export class TeamMember extends BaseModel {
  static tableName = 'team_member';
  static idColumn = 'team_member_id';
  team_member_id!: number;
  organisation_id!: number;
  account_id?: number | null;
  email!: string;
  first_name?: string | null;
  last_name?: string | null;
  team_role!: (typeof TEAM_ROLES)[number];
  invitation_status!: (typeof INVITATION_STATUSES)[number];

  static jsonSchema = {
    type: 'object',
    required: ['organisation_id', 'email', 'team_role'],
    properties: {
      team_member_id: s.id,
      organisation_id: s.id,
      account_id: s.idOrNull,
      email: { type: 'string', format: 'email' },
      first_name: s.strOrNull(100),
      last_name: s.strOrNull(100),
      team_role: s.oneOf(TEAM_ROLES),
      invitation_status: s.oneOf(INVITATION_STATUSES),
    },
  };

  static modifiers: Modifiers = {
    accepted: (q) => q.where('invitation_status', 'ACCEPTED'),
    invited: (q) => q.where('invitation_status', 'INVITED'),
  };

  static relationMappings = (): RelationMappings => ({
    organisation: { relation: BaseModel.BelongsToOneRelation, modelClass: Organisation, join: { from: 'team_member.organisation_id', to: 'organisation.organisation_id' } },
    account: { relation: BaseModel.BelongsToOneRelation, modelClass: Account, join: { from: 'team_member.account_id', to: 'account.account_id' } },
  });
}

/** A single-use, expiring invitation link of a team member (only the token's hash is stored). */
export class TeamInvitation extends BaseModel {
  static tableName = 'team_invitation';
  static idColumn = 'team_invitation_id';
  team_invitation_id!: number;
  team_member_id!: number;
  token_hash!: string;
  expires_at!: Date;
  consumed_at?: Date | null;

  static jsonSchema = {
    type: 'object',
    required: ['team_member_id', 'token_hash', 'expires_at'],
    properties: {
      team_invitation_id: s.id,
      team_member_id: s.id,
      token_hash: s.str(128, 1),
    },
  };

  static modifiers: Modifiers = {
    unused: (q) => q.whereNull('consumed_at'),
  };

  static relationMappings = (): RelationMappings => ({
    member: { relation: BaseModel.BelongsToOneRelation, modelClass: TeamMember, join: { from: 'team_invitation.team_member_id', to: 'team_member.team_member_id' } },
  });
}
