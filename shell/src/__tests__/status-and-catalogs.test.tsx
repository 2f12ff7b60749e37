import { screen } from '@testing-library/react';
import { assertCatalogsMatch } from '@zaalplek/platform';
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import authEn from '../auth/messages/en.json';
import authNl from '../auth/messages/nl.json';
import { StatusPage } from '../layout/StatusPage';
import { renderShell } from '../test-utils/renderShell';
import { isChunkLoadError, reloadOnChunkError } from '../chunk-reload';

test('shell and login popup catalogs have the same keys in nl and en', () => {
  expect(() => assertCatalogsMatch(nl, en)).not.toThrow();
  expect(() => assertCatalogsMatch(authNl, authEn)).not.toThrow();
});

test.each([
  ['/en/not-found', 'not-found', 'The requested page is not found'],
  ['/not-found', 'not-found', 'De opgevraagde pagina is niet gevonden'],
  ['/en/server-error', 'server-error', 'Oops! Something is broken'],
  ['/server-error', 'server-error', 'Oeps! Er is iets kapot'],
] as const)('%s shows "%s"', (url, page, text) => {
  window.history.replaceState(null, '', url);
  renderShell(<StatusPage page={page} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text);
});

test('a chunk load failure reloads the page, but not twice in a row', () => {
  sessionStorage.clear();
  const reload = jest.fn();
  const error = Object.assign(new Error('Loading chunk 873 failed.'), { name: 'ChunkLoadError' });
  expect(isChunkLoadError(new Error('other'))).toBe(false);
  expect(reloadOnChunkError(error, reload)).toBe(true);
  expect(reloadOnChunkError(error, reload)).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
});
