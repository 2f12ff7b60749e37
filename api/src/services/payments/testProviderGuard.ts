/**
 * The built-in test payment provider (fake iDEAL checkout, every payment can be marked paid by the
 * payer) must never run unnoticed in production: without MOLLIE_API_KEY the server refuses to start
 * when NODE_ENV=production, unless ZAALPLEK_TEST_PAYMENTS=1 says so on purpose (a staging demo).
 */
export function assertPaymentProviderAllowed(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== 'production' || env.MOLLIE_API_KEY || env.ZAALPLEK_TEST_PAYMENTS === '1') return;
  throw new Error('No payment provider: set MOLLIE_API_KEY, or ZAALPLEK_TEST_PAYMENTS=1 to run the built-in test provider in production on purpose');
}
