import { installMfePrefetch, prefetchScript } from '../mfe/prefetch';

const manifest = {
  'mfe-content': { name: 'mfe_content', url: '/mfe/mfe-content/remoteEntry.js', version: '1' },
  'mfe-search': { name: 'mfe_search', url: '/mfe/mfe-search/remoteEntry.js', version: '1' },
  'mfe-booking': { name: 'mfe_booking', url: '/mfe/mfe-booking/remoteEntry.js', version: '1' },
};
const origin = window.location.origin;
const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => new URL(l.href).pathname);

let uninstall: () => void = () => undefined;
beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
afterEach(() => uninstall());

test('on the home page the search MFE is prefetched once the page is idle, nothing before', () => {
  window.history.replaceState(null, '', '/');
  let idle: () => void = () => undefined;
  uninstall = installMfePrefetch(manifest, { origin, onIdle: (cb) => (idle = cb) });
  expect(prefetched()).toEqual([]);
  idle();
  expect(prefetched()).toEqual(['/mfe/mfe-search/remoteEntry.js']);
  expect(document.head.querySelector('link[rel="prefetch"]')).toHaveAttribute('as', 'script');
});

test('hovering or focusing a link to another MFE prefetches its remoteEntry.js, once', () => {
  window.history.replaceState(null, '', '/en/search');
  uninstall = installMfePrefetch(manifest, { origin, onIdle: () => undefined });
  document.body.innerHTML = '<a href="/en/booking/12">b</a><a href="/en/search?q=1">same</a><a href="https://example.com/x">away</a>';
  const [booking, same, away] = [...document.querySelectorAll('a')];
  same.dispatchEvent(new Event('pointerover', { bubbles: true }));
  away.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(prefetched()).toEqual([]);
  booking.dispatchEvent(new Event('pointerover', { bubbles: true }));
  booking.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(prefetched()).toEqual(['/mfe/mfe-booking/remoteEntry.js']);
});

test('a script the HTML already preloads is not fetched again', () => {
  document.head.innerHTML = `<link rel="preload" as="script" href="${origin}/mfe/mfe-search/remoteEntry.js">`;
  prefetchScript(`${origin}/mfe/mfe-search/remoteEntry.js`);
  expect(prefetched()).toEqual([]);
});
