// The per-IP ceilings may be raised by ZAALPLEK_RATE_LIMIT_PER_IP, never lowered; per-identifier limits stay.
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
