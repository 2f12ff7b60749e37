/**
 * Start-up wiring of the service ports: booking reaches payments (refunds, re-reading a payment)
 * through the payments port only, so the two services do not import each other. Called by
 * createApp (every HTTP app, the server's included) and by the API's jest setup.
 */
import { registerPaymentsPort } from './booking/paymentsPort';
import { processPaymentUpdate } from './payments/processPaymentUpdate';
import { requestRefund } from './payments/refunds';

export function wireServices(): void {
  registerPaymentsPort({
    requestRefund: (trx, request) => requestRefund(trx, request),
    refreshPayment: async (knex, providerPaymentId) => {
      await processPaymentUpdate(knex, providerPaymentId, { source: 'reconcile', log: () => undefined });
    },
  });
}
