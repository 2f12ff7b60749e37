/**
 * GET organisation/, POST organisation/public/ and organisation/private/ (host-and-admin sections 3, 5, 7).
 * A new organisation waits for staff review (review_status PENDING, not allowed to activate spaces
 * until an admin approves). Saving makes the account a VENDOR.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { requireLogin } from '../../auth/guards';
import { checkOrganisation, type OrganisationType } from '../../domain/host/organisationRules';
import { text } from '../../domain/host/text';
import { ApiError, forbidden, notFound } from '../../errors/ApiError';
import type { AppDeps, AppState } from '../../types';
import { loadOrganisation } from '../../services/host/organisation';
import { bodyOf, throwIfErrors } from '../../services/host/hostErrors';
import { lookupPlace } from '../../services/host/place';


async function saveOrganisation(knex: Knex, accountId: number, type: OrganisationType, body: Record<string, any>) {
  const [place, finance] = await Promise.all([lookupPlace(knex, body.place_id), lookupPlace(knex, body.is_finance_coc_geo === true && !text(body.finance_place_id) ? body.place_id : body.finance_place_id)]);
  throwIfErrors('organisation', checkOrganisation(type, body, { place: place.verdict, finance: finance.verdict }));
  const row = {
    organisation_type: type,
    organisation_name: text(body.organisation_name) || null,
    coc: type === 'PUBLIC' ? text(body.coc).replace(/\s/g, '') : null,
    vat_number: text(body.vat_number).replace(/\s/g, '').toUpperCase(),
    vat_rate: body.vat_rate,
    finance_email: text(body.finance_email).toLowerCase(),
    place_id: place.verdict === 'found' ? place.info.place_id : null,
    address: place.verdict === 'found' ? place.info.formatted_address : null,
    finance_place_id: finance.verdict === 'found' ? finance.info.place_id : null,
    finance_address: finance.verdict === 'found' ? finance.info.formatted_address : null,
  };
  return knex.transaction(async (trx) => {
    const existing = await trx('organisation').where('account_id', accountId).forUpdate().first('organisation_id', 'is_update_allowed');
    if (existing && !existing.is_update_allowed) throw new ApiError('CONFLICT', { entity: 'organisation', key: 'organisation_already_registered' });
    let id: number;
    if (existing) {
      id = existing.organisation_id;
      await trx('organisation').where('organisation_id', id).update(row);
    } else {
      const [created] = await trx('organisation').insert({ ...row, account_id: accountId, review_status: 'PENDING', is_activation_allowed: false }).returning('organisation_id');
      id = created.organisation_id;
    }
    await trx('account').where('account_id', accountId).update({ account_state: 'VENDOR' });
    return id;
  });
}

export function organisationRoutes(router: Router<AppState>, { knex }: AppDeps): void {
  router.get('/organisation/', async (ctx) => {
    const viewer = requireLogin(ctx.state.viewer);
    const own = await knex('organisation').where('account_id', viewer.accountId).first('organisation_id');
    const member = own ?? (await knex('team_member').where({ account_id: viewer.accountId, invitation_status: 'ACCEPTED' }).first('organisation_id'));
    if (!member) throw notFound('organisation');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await loadOrganisation(knex, member.organisation_id);
  });

  for (const type of ['PUBLIC', 'PRIVATE'] as const) {
    router.post(`/organisation/${type.toLowerCase()}/`, async (ctx) => {
      const viewer = requireLogin(ctx.state.viewer);
      const member = await knex('team_member').where({ account_id: viewer.accountId, invitation_status: 'ACCEPTED' }).first('team_member_id');
      const owns = await knex('organisation').where('account_id', viewer.accountId).first('organisation_id');
      if (member && !owns) throw forbidden('organisation'); // team members do not register organisations
      const id = await saveOrganisation(knex, viewer.accountId, type, bodyOf(ctx.request.body));
      ctx.status = owns ? 200 : 201;
      ctx.body = await loadOrganisation(knex, id);
    });
  }
}
