/**
 * Payment routes: the provider webhook (POST /api/payments/webhook) and the built-in test
 * provider's hosted checkout (GET/POST /api/payments/test-checkout/{id}).
 */
import type Router from '@koa/router';
import { kickTestProviderWebhooks } from '../../services/payments/background';
import { processPaymentUpdate } from '../../services/payments/processPaymentUpdate';
import { completeTestCheckout, findTestPayment, TEST_ACTIONS, TEST_BANKS, type TestAction } from '../../services/payments/testProvider';
import type { AppDeps, AppState } from '../../types';
import { checkoutPage } from './checkoutPage';
import { readForm } from './readForm';

const pageLocale = (q: unknown, header: 'nl' | 'en'): 'nl' | 'en' => (q === 'en' ? 'en' : q === 'nl' ? 'nl' : header);

export function paymentRoutes(router: Router<AppState>, { knex }: AppDeps): void {
  router.post('/payments/webhook', async (ctx) => {
    const form = await readForm(ctx);
    const id = String(form.id ?? '');
    // 200 for unknown/forged ids (nothing changes); an internal or provider error -> 500, so the provider retries
    await processPaymentUpdate(knex, id, { source: 'webhook' });
    ctx.status = 200;
    ctx.body = '';
  });

  router.get('/payments/test-checkout/:id', async (ctx) => {
    const payment = await findTestPayment(knex, ctx.params.id!);
    ctx.set('Cache-Control', 'no-store');
    if (!payment) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Unknown payment';
      return;
    }
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = checkoutPage(payment, pageLocale(ctx.query.locale, payment.locale === 'en' ? 'en' : ctx.state.locale));
  });

  router.post('/payments/test-checkout/:id', async (ctx) => {
    const form = await readForm(ctx);
    const action = form.action as TestAction;
    if (!(action in TEST_ACTIONS)) {
      ctx.status = 400;
      ctx.body = { error_type: 'VALIDATION', entity: 'payment', key: 'invalid_action', meta: null, status_code: 400 };
      return;
    }
    const issuer = (TEST_BANKS as readonly string[]).includes(form.issuer ?? '') ? form.issuer! : null;
    const payment = await completeTestCheckout(knex, ctx.params.id!, action, issuer);
    if (!payment) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Unknown payment';
      return;
    }
    kickTestProviderWebhooks();
    ctx.status = 303;
    ctx.redirect(payment.redirect_url);
  });
}
