/** Creating and updating spaces: domain/host rules, then one transaction (space row, activities, configurations). */
import type { Knex } from 'knex';
import { can, type Subject } from '../../auth/permissions';
import { slugify } from '../../domain/text/slugify';
import { checkConfigurations, checkSpace, type ConfigurationInput } from '../../domain/host/spaceRules';
import { isInt, text, type FieldError } from '../../domain/host/text';
import { nextSpaceReference } from '../../queries/spaceReference';
import { ConfigurationType, SpaceCategory } from '../../db/models';
import { throwIfErrors } from './hostErrors';

const NUMBERS = ['booking_limit', 'space_size', 'cancellation_th', 'book_before_min_th', 'book_before_max_th', 'host_approval_th', 'preparation_time', 'service_break'] as const;
const FLAGS = ['is_afterpay_allowed', 'is_payment_options_selectable'] as const;
const STORED = ['space_name', 'space_description', 'space_size', 'short_day_price', 'half_day_price', 'day_price', 'full_day_price', 'has_discount', 'discount_description', 'service_break', 'booking_limit', 'space_booking_type'] as const;

export interface SaveResult {
  spaceId: number;
  warnings: FieldError[];
}

async function configurationTypes(knex: Knex): Promise<string[]> {
  return (await ConfigurationType.query(knex).select('configuration_type')).map((r) => r.configuration_type);
}

export async function replaceConfigurations(trx: Knex, spaceId: number, rows: ConfigurationInput[]): Promise<void> {
  await trx('space_configuration').where('space_id', spaceId).del();
  await trx('space_configuration').insert(rows.map((r) => ({ ...r, space_id: spaceId })));
  await trx('space').where('space_id', spaceId).update({
    min_guests: Math.min(...rows.map((r) => r.min_guests)),
    max_guests: Math.max(...rows.map((r) => r.max_guests)),
  });
}

export async function checkedConfigurations(knex: Knex, value: unknown): Promise<ConfigurationInput[]> {
  const { errors, rows } = checkConfigurations(value, await configurationTypes(knex));
  throwIfErrors('space', errors);
  return rows;
}

export async function saveSpace(knex: Knex, subject: Subject, venueId: number, body: Record<string, any>, spaceId: number | null): Promise<SaveResult> {
  const existing = spaceId ? await knex('space').where('space_id', spaceId).first() : null;
  const existingCategories = spaceId ? await knex('space_category_link').where('space_id', spaceId).select('category_id', 'has_mandatory') : [];
  const base: Record<string, any> = existing
    ? { ...Object.fromEntries(STORED.map((k) => [k, existing[k]])), discount_percentage: existing.discount_percentage === null ? null : Number(existing.discount_percentage), categories: existingCategories }
    : {};
  const merged = { ...base, ...body };
  const { errors, warnings, pricing } = checkSpace(merged);
  for (const k of NUMBERS) if (k in body && body[k] !== null && !(isInt(body[k]) && body[k] >= 0) && !errors.some((e) => e.field === k)) errors.push({ field: k, key: 'integer_invalid' });
  if ('space_booking_type' in body && body.space_booking_type !== (existing?.space_booking_type ?? 'MANUAL') && !can(subject, 'space.set_booking_type')) {
    errors.push({ field: 'space_booking_type', key: 'booking_type_not_allowed' });
  }
  let categoryIds: Array<{ category_id: number; has_mandatory: boolean }> | null = null;
  if ('categories' in body && Array.isArray(body.categories)) {
    const wanted = body.categories.map((c: any) => (isInt(c) ? { category_id: c, has_mandatory: false } : { category_id: c?.category_id, has_mandatory: c?.has_mandatory === true }));
    const known = (await SpaceCategory.query(knex).findByIds(wanted.map((c: any) => c.category_id).filter(isInt)).select('category_id')).map((r) => r.category_id);
    categoryIds = wanted.filter((c: any) => known.includes(c.category_id));
    if (!categoryIds!.length && !errors.some((e) => e.field === 'categories')) errors.push({ field: 'categories', key: 'categories_empty' });
  }
  let configurations: ConfigurationInput[] | null = null;
  if ('configurations' in body) {
    const c = checkConfigurations(body.configurations, await configurationTypes(knex));
    errors.push(...c.errors);
    configurations = c.rows;
  }
  throwIfErrors('space', errors);

  const row: Record<string, unknown> = { ...pricing!, space_name: text(merged.space_name), space_slug: slugify(text(merged.space_name)) || 'space', space_description: text(merged.space_description), ts_updated: knex.fn.now() };
  if ('internal_name' in body || !existing) row.internal_name = (text(body.internal_name) || text(merged.space_name)).slice(0, 100);
  if ('access_instructions' in body) row.access_instructions = text(body.access_instructions) || null;
  for (const k of NUMBERS) if (k in body && body[k] !== null) row[k] = body[k];
  if ('book_before_max_th' in body && body.book_before_max_th === null) row.book_before_max_th = null;
  for (const k of FLAGS) if (k in body) row[k] = body[k] === true;
  if ('space_booking_type' in body) row.space_booking_type = body.space_booking_type;
  if ('wifi_name' in body) row.wifi_name = text(body.wifi_name) || null;
  if ('wifi_code' in body) row.wifi_code = text(body.wifi_code) || null;

  const id = await knex.transaction(async (trx) => {
    let id = spaceId;
    if (id === null) {
      const reference = await nextSpaceReference(trx);
      const org = await trx('venue as v').join('organisation as o', 'o.organisation_id', 'v.organisation_id').where('v.venue_id', venueId).first('o.vat_rate', 'o.service_fee_rate');
      const [created] = await trx('space')
        .insert({ ...row, venue_id: venueId, space_reference: reference, vat_rate: 21, service_fee_rate: org?.service_fee_rate ?? 10, is_active: false, review_status: 'PENDING' })
        .returning('space_id');
      id = created.space_id as number;
    } else await trx('space').where('space_id', id).update(row);
    if (categoryIds) {
      await trx('space_category_link').where('space_id', id).del();
      await trx('space_category_link').insert(categoryIds.map((c) => ({ ...c, space_id: id })));
    }
    if (configurations) await replaceConfigurations(trx, id!, configurations);
    return id!;
  });
  return { spaceId: id, warnings };
}

/** The space's configurations become exactly `rows` (checked by checkedConfigurations), in one transaction. */
export async function saveConfigurations(knex: Knex, spaceId: number, rows: ConfigurationInput[]): Promise<void> {
  await knex.transaction((trx) => replaceConfigurations(trx, spaceId, rows));
}
