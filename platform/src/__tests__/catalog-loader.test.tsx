import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { ZaalplekIntlProvider } from '../i18n';
import { catalogNow, loadCatalog, type Catalog } from '../catalog-loader';

/** An English catalog whose fetch the test finishes. */
function deferredEnglish(catalog: Catalog) {
  let finish = () => {};
  const load = jest.fn(() => new Promise<{ default: Catalog }>((resolve) => (finish = () => resolve({ default: catalog }))));
  return { load, finish: () => act(async () => finish()) };
}

/** A route change as single-spa announces it. */
function goTo(url: string) {
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
  });
}

const Hello = () => <FormattedMessage id="hello" defaultMessage="Hallo (standaard)" />;

test('a first page in English shows nothing until its catalog is there, then the English texts', async () => {
  window.history.replaceState(null, '', '/en/search');
  const english = deferredEnglish({ hello: 'Hello' });
  const { container } = render(
    <ZaalplekIntlProvider messages={{ nl: { hello: 'Hallo' }, en: english.load }}>
      <Hello />
    </ZaalplekIntlProvider>,
  );
  expect(container).toBeEmptyDOMElement(); // no Dutch flash
  expect(english.load).toHaveBeenCalledTimes(1);
  await english.finish();
  expect(screen.getByText('Hello')).toBeInTheDocument();
});

test('switching to English keeps the Dutch texts until the English catalog is there', async () => {
  window.history.replaceState(null, '', '/search');
  const english = deferredEnglish({ hello: 'Hello' });
  const messages = { nl: { hello: 'Hallo' }, en: english.load };
  render(
    <ZaalplekIntlProvider messages={messages}>
      <Hello />
    </ZaalplekIntlProvider>,
  );
  expect(screen.getByText('Hallo')).toBeInTheDocument();
  expect(english.load).not.toHaveBeenCalled(); // Dutch pages never fetch English
  goTo('/en/search');
  expect(screen.getByText('Hallo')).toBeInTheDocument();
  await english.finish();
  expect(screen.getByText('Hello')).toBeInTheDocument();
  goTo('/search');
  expect(screen.getByText('Hallo')).toBeInTheDocument();
  goTo('/en/search');
  expect(screen.getByText('Hello')).toBeInTheDocument(); // fetched once, at hand from then on
  expect(english.load).toHaveBeenCalledTimes(1);
});

test('loadCatalog fetches once for every caller, and again after a failed fetch', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: { hi: 'Hi' } });
  const catalogs = { nl: { hi: 'Hoi' }, en: load };
  expect(catalogNow(catalogs, 'nl')).toEqual({ hi: 'Hoi' });
  expect(catalogNow(catalogs, 'en')).toBeUndefined();
  await expect(Promise.all([loadCatalog(catalogs, 'en'), loadCatalog(catalogs, 'en')])).rejects.toThrow('offline');
  expect(load).toHaveBeenCalledTimes(1);
  await expect(loadCatalog(catalogs, 'en')).resolves.toEqual({ hi: 'Hi' });
  expect(catalogNow(catalogs, 'en')).toEqual({ hi: 'Hi' });
  expect(load).toHaveBeenCalledTimes(2);
});
