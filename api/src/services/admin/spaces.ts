/**
 * Admin Spaces tab: every space (or only the active ones) with its state, venue, city, host and
 * booking type, filterable; staff review (approve / reject with a reason), activate / deactivate, and
 * the space's SEO texts (meta title and description, h1, FAQ).
 */
import type { Knex } from 'knex';
import { CalendarLink, Space } from '../../db/models';
import { fieldValidation, notFound } from '../../errors/ApiError';
import { notifySpaceActivated } from '../notifications/accountEvents';
import { likePattern, pageWindow, paged, type PageArgs, type Paged } from './paging';
import { requiredReason } from './reason';
import { mailReviewDecision } from './reviewMails';

export interface SpaceFilter extends PageArgs {
  search?: string | null;
  review_status?: 'PENDING' | 'APPROVED' | 'REJECTED' | null;
  is_active?: boolean | null;
  city_id?: number | null;
  organisation_id?: number | null;
  booking_type?: 'MANUAL' | 'DIRECT' | null;
  /** only the highlighted spaces, in their order (the Highlighted tab) */
  highlighted?: boolean | null;
}

export interface SpaceFaq { question_nl: string; answer_nl: string; question_en: string; answer_en: string }

export interface AdminSpace {
  space_id: number;
  space_name: string;
  space_url: string;
  venue_id: number;
  venue_name: string;
  city_id: number | null;
  city_name: string | null;
  organisation_id: number;
  organisation_name: string | null;
  host_email: string;
  space_booking_type: string;
  is_active: boolean;
  review_status: string;
  review_reason: string | null;
  is_highlighted: boolean;
  highlight_position: number | null;
  meta_title: string | null;
  meta_description: string | null;
  seo_h1: string | null;
  seo_faq: SpaceFaq[];
  ts_created: string;
}

function spaceQuery(knex: Knex, filter: SpaceFilter) {
  const q = Space.query(knex)
    .join('venue', 'venue.venue_id', 'space.venue_id')
    .join('organisation', 'organisation.organisation_id', 'venue.organisation_id')
    .join('account as host', 'host.account_id', 'organisation.account_id')
    .leftJoin('seo_location as city', 'city.location_id', 'venue.city_id')
    .modify('notRemoved');
  const like = likePattern(filter.search);
  if (like) {
    q.where((w) =>
      w.whereILike('space.space_name', like).orWhereILike('venue.venue_name', like).orWhereILike('organisation.organisation_name', like)
        .orWhereILike('host.email', like).orWhereILike('city.name', like),
    );
  }
  if (filter.review_status) q.where('space.review_status', filter.review_status);
  if (filter.is_active !== null && filter.is_active !== undefined) q.where('space.is_active', filter.is_active);
  if (filter.city_id) q.where('venue.city_id', filter.city_id);
  if (filter.organisation_id) q.where('organisation.organisation_id', filter.organisation_id);
  if (filter.booking_type) q.where('space.space_booking_type', filter.booking_type);
  if (filter.highlighted) q.where('space.is_highlighted', true);
  return q;
}

interface SpaceRow {
  space_id: number; space_name: string; space_slug: string; space_reference: string; venue_hash: string; venue_id: number; venue_name: string;
  city_id: number | null; city_name: string | null; organisation_id: number; organisation_name: string | null; host_email: string;
  space_booking_type: string; is_active: boolean; review_status: string; review_reason: string | null; is_highlighted: boolean;
  highlight_position: number | null; meta_title: string | null; meta_description: string | null; seo_h1: string | null; seo_faq: SpaceFaq[];
  ts_created: Date;
}

function select(knex: Knex, filter: SpaceFilter) {
  return spaceQuery(knex, filter).select(
    'space.space_id', 'space.space_name', 'space.space_slug', 'space.space_reference', 'venue.venue_hash', 'venue.venue_id', 'venue.venue_name',
    'venue.city_id', 'city.name as city_name', 'organisation.organisation_id', 'organisation.organisation_name', 'host.email as host_email',
    'space.space_booking_type', 'space.is_active', 'space.review_status', 'space.review_reason', 'space.is_highlighted', 'space.highlight_position',
    'space.meta_title', 'space.meta_description', 'space.seo_h1', 'space.seo_faq', 'space.ts_created',
  );
}

function toSpace(r: SpaceRow): AdminSpace {
  const { space_slug, space_reference, venue_hash, ts_created, ...rest } = r;
  return {
    ...rest,
    space_url: `/space/${venue_hash}/${space_slug}/${space_reference}`,
    seo_faq: r.seo_faq ?? [],
    ts_created: new Date(ts_created).toISOString(),
  };
}

/** The spaces list: spaces waiting for review first, then newest first. */
export async function listSpaces(knex: Knex, filter: SpaceFilter): Promise<Paged<AdminSpace>> {
  const { page, size, offset } = pageWindow(filter);
  const total = await spaceQuery(knex, filter).resultSize();
  const q = select(knex, filter);
  if (filter.highlighted) q.orderBy('space.highlight_position', 'asc', 'last');
  const rows = (await q
    .orderByRaw(`(space.review_status = 'PENDING') DESC`)
    .orderBy('space.space_id', 'desc')
    .limit(size)
    .offset(offset)) as unknown as SpaceRow[];
  return paged(rows.map(toSpace), total, page, size);
}

export async function loadAdminSpace(knex: Knex, spaceId: number): Promise<AdminSpace> {
  const row = (await select(knex, {}).findOne('space.space_id', spaceId)) as unknown as SpaceRow | undefined;
  if (!row) throw notFound('space');
  return toSpace(row);
}

async function spaceForUpdate(trx: Knex.Transaction, spaceId: number): Promise<Space> {
  const space = await Space.query(trx).findById(spaceId).modify('notRemoved').forUpdate();
  if (!space) throw notFound('space');
  return space;
}

async function ownerOf(trx: Knex.Transaction, spaceId: number): Promise<number> {
  const row = (await Space.query(trx).findById(spaceId).joinRelated('venue.organisation').select('venue:organisation.account_id as account_id')) as unknown as { account_id: number };
  return row.account_id;
}

/** Approve: review APPROVED; the host hears its space passed review (space_activated). */
export async function approveSpace(knex: Knex, spaceId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const space = await spaceForUpdate(trx, spaceId);
    await space.$query(trx).patch({ review_status: 'APPROVED', review_reason: null, ts_updated: new Date() });
    await notifySpaceActivated(trx, spaceId);
  });
}

/** Reject with a reason: review REJECTED and inactive; the host is mailed the reason. */
export async function rejectSpace(knex: Knex, spaceId: number, reason: string | null | undefined): Promise<void> {
  const why = requiredReason('space', reason);
  await knex.transaction(async (trx) => {
    const space = await spaceForUpdate(trx, spaceId);
    await space.$query(trx).patch({ review_status: 'REJECTED', review_reason: why, is_active: false, ts_updated: new Date() });
    await mailReviewDecision(trx, await ownerOf(trx, spaceId), 'space_rejected', { name: space.space_name, reason: why });
  });
}

/**
 * Staff switch a space on or off. On: the space must have passed review and its organisation must not
 * be banned (staff need no calendar link). Off: hidden from search and the synced calendar switched off.
 */
export async function setSpaceActive(knex: Knex, spaceId: number, active: boolean): Promise<void> {
  await knex.transaction(async (trx) => {
    const space = await spaceForUpdate(trx, spaceId);
    if (active) {
      if (space.review_status !== 'APPROVED') throw fieldValidation('space', 'review_status', 'space_not_approved');
      const org = (await Space.query(trx).findById(spaceId).joinRelated('venue.organisation').select('venue:organisation.is_banned as is_banned')) as unknown as { is_banned: boolean };
      if (org.is_banned) throw fieldValidation('space', 'is_active', 'organisation_banned');
      await space.$query(trx).patch({ is_active: true, ts_updated: new Date() });
    } else {
      await space.$query(trx).patch({ is_active: false, ts_updated: new Date() });
      await CalendarLink.query(trx).where('space_id', spaceId).patch({ is_synchronized: false, sync_status: 'UNSUBSCRIBED' });
    }
  });
}

export interface SpaceSeoInput {
  meta_title?: string | null;
  meta_description?: string | null;
  seo_h1?: string | null;
  seo_faq?: SpaceFaq[] | null;
}

const clean = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim();
  return t ? t : null;
};

/** The SEO texts of the space page; lengths checked by the field (meta title 200, description 500, h1 200, FAQ 20 entries). */
export async function updateSpaceSeo(knex: Knex, spaceId: number, input: SpaceSeoInput): Promise<void> {
  const patch = { meta_title: clean(input.meta_title), meta_description: clean(input.meta_description), seo_h1: clean(input.seo_h1) };
  const limits: Array<[keyof typeof patch, number]> = [['meta_title', 200], ['meta_description', 500], ['seo_h1', 200]];
  for (const [field, max] of limits) if ((patch[field] ?? '').length > max) throw fieldValidation('space', field, `${field}_too_long`);
  const faq = (input.seo_faq ?? []).map((f) => ({
    question_nl: f.question_nl.trim(), answer_nl: f.answer_nl.trim(), question_en: f.question_en.trim(), answer_en: f.answer_en.trim(),
  }));
  if (faq.length > 20) throw fieldValidation('space', 'seo_faq', 'faq_too_long');
  if (faq.some((f) => !f.question_nl || !f.answer_nl || !f.question_en || !f.answer_en)) throw fieldValidation('space', 'seo_faq', 'faq_incomplete');
  if (faq.some((f) => f.question_nl.length > 300 || f.question_en.length > 300 || f.answer_nl.length > 2000 || f.answer_en.length > 2000)) {
    throw fieldValidation('space', 'seo_faq', 'faq_too_long');
  }
  await knex.transaction(async (trx) => {
    const space = await spaceForUpdate(trx, spaceId);
    await space.$query(trx).patch({ ...patch, seo_faq: faq, ts_updated: new Date() });
  });
}

/** At most this many highlighted spaces (the home page shows the first 4). */
export const MAX_TOP_SPACES = 50;

/**
 * The highlighted locations in the given order (position 1 first); every other space loses its
 * highlight. Only active spaces may be highlighted. One transaction: all or nothing.
 */
export async function editTopSpaces(knex: Knex, spaceIds: number[]): Promise<void> {
  if (new Set(spaceIds).size !== spaceIds.length) throw fieldValidation('space', 'space_ids', 'duplicate_space');
  if (spaceIds.length > MAX_TOP_SPACES) throw fieldValidation('space', 'space_ids', 'too_many_spaces');
  await knex.transaction(async (trx) => {
    const found = await Space.query(trx).whereIn('space_id', spaceIds).modify('notRemoved').forUpdate().select('space_id', 'is_active');
    if (found.length !== spaceIds.length) throw notFound('space', { space_ids: spaceIds.filter((id) => !found.some((s) => s.space_id === id)) });
    if (found.some((s) => !s.is_active)) throw fieldValidation('space', 'space_ids', 'space_not_active');
    // positions are unique: clear them all, then number the new order
    await Space.query(trx).where('is_highlighted', true).patch({ is_highlighted: false, highlight_position: null });
    for (const [i, id] of spaceIds.entries()) {
      await Space.query(trx).findById(id).patch({ is_highlighted: true, highlight_position: i + 1 });
    }
  });
}
