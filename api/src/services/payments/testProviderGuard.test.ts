import { assertPaymentProviderAllowed } from './testProviderGuard';

describe('assertPaymentProviderAllowed', () => {
  it('refuses the built-in test provider in production unless it is enabled explicitly', () => {
    expect(() => assertPaymentProviderAllowed({ NODE_ENV: 'production' })).toThrow(/MOLLIE_API_KEY.*ZAALPLEK_TEST_PAYMENTS=1/);
    expect(() => assertPaymentProviderAllowed({ NODE_ENV: 'production', ZAALPLEK_TEST_PAYMENTS: 'yes' })).toThrow();
    expect(() => assertPaymentProviderAllowed({ NODE_ENV: 'production', ZAALPLEK_TEST_PAYMENTS: '1' })).not.toThrow();
    expect(() => assertPaymentProviderAllowed({ NODE_ENV: 'production', MOLLIE_API_KEY: 'live_x' })).not.toThrow();
  });

  it('development and tests keep the test provider', () => {
    expect(() => assertPaymentProviderAllowed({})).not.toThrow();
    expect(() => assertPaymentProviderAllowed({ NODE_ENV: 'development' })).not.toThrow();
  });
});

describe('startServer', () => {
  it('does not start in production without a payment provider', async () => {
    const { startServer } = await import('../../server');
    const saved = { NODE_ENV: process.env.NODE_ENV, MOLLIE_API_KEY: process.env.MOLLIE_API_KEY, ZAALPLEK_TEST_PAYMENTS: process.env.ZAALPLEK_TEST_PAYMENTS };
    process.env.NODE_ENV = 'production';
    delete process.env.MOLLIE_API_KEY;
    delete process.env.ZAALPLEK_TEST_PAYMENTS;
    try {
      await expect(startServer({ port: 0, config: { jwtSecret: 'x'.repeat(40) }, log: () => undefined })).rejects.toThrow(/ZAALPLEK_TEST_PAYMENTS=1/);
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});
