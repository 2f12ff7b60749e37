// The per-IP ceilings may be raised by ZAALPLEK_RATE_LIMIT_PER_IP, never lowered; the per-account login limit only outside production.
const load = (value: string | undefined) => {
  const saved = process.env.ZAALPLEK_RATE_LIMIT_PER_IP;
  if (value === undefined) delete process.env.ZAALPLEK_RATE_LIMIT_PER_IP;
  else process.env.ZAALPLEK_RATE_LIMIT_PER_IP = value;
  try {
    let limits: typeof import('./rateLimits').RATE_LIMITS | undefined;
    jest.isolateModules(() => {
      limits = (require('./rateLimits') as typeof import('./rateLimits')).RATE_LIMITS;
    });
    return limits!;
  } finally {
    if (saved === undefined) delete process.env.ZAALPLEK_RATE_LIMIT_PER_IP;
    else process.env.ZAALPLEK_RATE_LIMIT_PER_IP = saved;
  }
};

test.each([
  [undefined, 20, 30],
  ['1000', 1000, 1000],
  ['5', 20, 30],
  ['not a number', 20, 30],
])('ZAALPLEK_RATE_LIMIT_PER_IP=%s gives login %i and code %i per IP', (value, login, code) => {
  const limits = load(value);
  expect(limits.loginPerIp.max).toBe(login);
  expect(limits.codePerIp.max).toBe(code);
  expect(limits.loginPerIdentifier.max).toBe(5);
});

describe('ZAALPLEK_RATE_LIMIT_PER_ACCOUNT (the e2e suite only)', () => {
  const withEnv = (vars: Record<string, string | undefined>) => {
    const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
    for (const [k, v] of Object.entries(vars)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    try {
      let limits: typeof import('./rateLimits').RATE_LIMITS | undefined;
      jest.isolateModules(() => {
        limits = (require('./rateLimits') as typeof import('./rateLimits')).RATE_LIMITS;
      });
      return limits!;
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  };

  it('raises the per-account login limit outside production', () => {
    expect(withEnv({ ZAALPLEK_RATE_LIMIT_PER_ACCOUNT: '1000', NODE_ENV: 'test' }).loginPerIdentifier.max).toBe(1000);
  });

  it('is ignored in production and never lowers the limit', () => {
    expect(withEnv({ ZAALPLEK_RATE_LIMIT_PER_ACCOUNT: '1000', NODE_ENV: 'production' }).loginPerIdentifier.max).toBe(5);
    expect(withEnv({ ZAALPLEK_RATE_LIMIT_PER_ACCOUNT: '2', NODE_ENV: 'test' }).loginPerIdentifier.max).toBe(5);
  });

  it('leaves the code-attempt lockout alone', () => {
    expect(withEnv({ ZAALPLEK_RATE_LIMIT_PER_ACCOUNT: '1000', NODE_ENV: 'test' }).codeAttemptsUnknown.max).toBe(5);
  });
});
