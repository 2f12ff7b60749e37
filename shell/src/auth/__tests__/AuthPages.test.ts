import { authPageFor } from '../AuthPages';
import { routeOwner } from '../../activity-functions';

test.each([
  ['/login/abcDEF_123', 'login-link'],
  ['/en/login/abc', 'login-link'],
  ['/nl/login/abc', 'login-link'],
  ['/verify-phone/xyz', 'verify-phone'],
  ['/oauth/google', 'oauth'],
  ['/oauth/linkedin', 'oauth'],
])('%s is the shell page %s', (path, page) => {
  expect(authPageFor(path)).toBe(page);
});

test.each(['/login', '/login/a/b', '/oauth/myspace', '/search'])('%s is not a login page', (path) => {
  expect(authPageFor(path)).toBeNull();
});

test('login pages belong to no MFE', () => {
  expect(routeOwner('/en/login/abc')).toBe('login-link');
});
