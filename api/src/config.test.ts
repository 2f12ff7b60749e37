import path from 'node:path';
import { DEV_JWT_SECRET, readConfig } from './config';

describe('readConfig', () => {
  test('defaults: dev secret, var dir under the root', () => {
    const config = readConfig({ ZAALPLEK_ROOT: '/srv/zaalplek' });
    expect(config.jwtSecret).toBe(DEV_JWT_SECRET);
    expect(config.root).toBe('/srv/zaalplek');
    expect(config.varDir).toBe(path.join('/srv/zaalplek', 'var'));
  });

  test('the repo root is found from this file', () => {
    expect(readConfig({}).root).toBe(path.resolve(__dirname, '..', '..'));
  });

  test('production refuses the dev secret and short secrets', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => readConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(readConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ZAALPLEK_VAR_DIR: '/var/z' }).varDir).toBe('/var/z');
  });

  test('production refuses the test-only loopback allowance of outgoing fetches', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => readConfig({ ...env, ZAALPLEK_FETCH_ALLOW_LOOPBACK: '1' })).toThrow(/ZAALPLEK_FETCH_ALLOW_LOOPBACK/);
    expect(readConfig({ ZAALPLEK_FETCH_ALLOW_LOOPBACK: '1' }).production).toBe(false);
  });
});
