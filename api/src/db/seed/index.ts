/**
 * Demo data: deterministic (seeded PRNG) and idempotent (does nothing when the admin account exists),
 * in one transaction under an advisory lock, so concurrent starts cannot seed twice.
 *
 * Demo logins: admin@zaalplek.nl (admin), gast@zaalplek.nl (guest), host@zaalplek.nl (vendor).
 */
import type { Knex } from 'knex';
import { seedActivity } from './activity';
import { FEEDBACKS, HOME_PAGES } from './content';
import { seedContent } from './contentItems';
import { avatar } from './images';
import { insertRows } from './insert';
import { HOST_COUNT, seedMarketplace } from './marketplace';
import { Prng } from './prng';
import { FIRST_NAMES, LAST_NAMES } from './words';

export const ADMIN_EMAIL = 'admin@zaalplek.nl';
export const DEMO_GUEST_EMAIL = 'gast@zaalplek.nl';
export const DEMO_HOST_EMAIL = 'host@zaalplek.nl';
const SEED = 20250101;
const SEED_LOCK = 727273;
const GUEST_COUNT = 30;

export async function isSeeded(knex: Knex): Promise<boolean> {
  return (await knex('account').where('email', ADMIN_EMAIL).first('account_id')) !== undefined;
}

export async function seedDemoData(knex: Knex): Promise<{ seeded: boolean }> {
  if (await isSeeded(knex)) return { seeded: false };
  return knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [SEED_LOCK]);
    if (await isSeeded(trx)) return { seeded: false };
    const prng = new Prng(SEED);

    const [adminId] = await insertRows(trx, 'account', [{ email: ADMIN_EMAIL, first_name: 'Admin', last_name: 'Zaalplek', is_admin: true, is_email_verified: true, account_state: 'BOOKER' }], 'account_id');
    const guestEmails = [DEMO_GUEST_EMAIL, ...Array.from({ length: GUEST_COUNT - 1 }, (_, i) => `gast${i + 2}@example.nl`)];
    const guestIds = await insertRows(trx, 'account', guestEmails.map((email, i) => ({
      email, first_name: FIRST_NAMES[(i + 11) % FIRST_NAMES.length], last_name: LAST_NAMES[(i * 3) % LAST_NAMES.length],
      phone: `+316${String(20000000 + i).slice(-8)}`, locale: i % 4 === 1 ? 'en' : 'nl', account_state: 'BOOKER', is_email_verified: true, marketing_subscription: i % 2 === 0,
    })), 'account_id');
    const hostEmails = [DEMO_HOST_EMAIL, ...Array.from({ length: HOST_COUNT - 1 }, (_, i) => `verhuurder${i + 2}@example.nl`)];
    const market = await seedMarketplace(trx, prng, hostEmails);

    // testimonials with avatars
    const avatarIds = await insertRows(trx, 'image', FEEDBACKS.map((f) => ({ owner_type: 'FEEDBACK', position: 0, ...avatar(prng, f.user_name) })), 'image_id');
    const feedbackIds = await insertRows(trx, 'feedback', FEEDBACKS.map((f, i) => ({
      avatar_image_id: avatarIds[i], user_name: f.user_name, user_company_name: f.user_company_name, user_company_position: f.user_company_position,
      user_role: f.user_role, feedback_nl: f.nl, feedback_en: f.en, position: i + 1,
    })), 'feedback_id');
    for (const [i, id] of feedbackIds.entries()) await trx('image').where('image_id', avatarIds[i] as number).update({ owner_id: id });

    // home page per locale
    for (const [locale, page] of Object.entries(HOME_PAGES)) {
      const [pageId] = await insertRows(trx, 'cms_page', [{ slug: 'home', locale, title: page.title, meta_title: page.meta_title, meta_description: page.meta_description }], 'cms_page_id');
      await insertRows(trx, 'cms_block', page.blocks.map((b, i) => ({ cms_page_id: pageId, block_type: b.block_type, position: i + 1, data: JSON.stringify(b.data) })));
    }

    // blog, how-to, helpdesk, block pages, social links, tag pages
    await seedContent(trx);

    const demoVenueIds: number[] = await trx('venue').where('organisation_id', market.organisationIds[0] as number).orderBy('venue_id').pluck('venue_id');
    await seedActivity(trx, prng, {
      guestIds: guestIds.slice(1), demoGuestId: guestIds[0] as number, demoHostId: market.hostAccountIds[0] as number,
      demoVenueIds, spaceIds: market.spaceIds, demoOrganisationId: market.organisationIds[0] as number,
    });
    await trx('account_notification_setting').insert(
      trx('notification_setting').select(trx.raw('?::int AS account_id', [guestIds[0] as number]), 'event_id', 'email', 'sms').where('is_booker', true),
    );
    void adminId;
    return { seeded: true };
  });
}
