import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { ZaalplekIntlProvider } from '../i18n';
import { navigate } from '../routes';
import { assertCatalogsMatch, catalogDifferences } from '../catalogs';
import en from '../messages/en.json';
import nl from '../messages/nl.json';

const messages = { nl: { hello: 'Hallo' }, en: { hello: 'Hello' } };

test('nl by default, en under /en, nl prefix accepted; follows route changes', () => {
  window.history.replaceState(null, '', '/nl/search');
  render(
    <ZaalplekIntlProvider messages={messages}>
      <FormattedMessage id="hello" /> <FormattedMessage id="errors.offline" />
    </ZaalplekIntlProvider>,
  );
  expect(screen.getByText(/Hallo/)).toHaveTextContent('Hallo Controleer je internetverbinding');

  act(() => {
    navigate('/en/search');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(screen.getByText(/Hello/)).toHaveTextContent('Hello Please check internet connection');

  act(() => {
    window.history.pushState(null, '', '/search');
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
  });
  expect(screen.getByText(/Hallo/)).toBeInTheDocument();
});

test('platform catalogs match', () => {
  expect(() => assertCatalogsMatch(nl, en)).not.toThrow();
});

test('assertCatalogsMatch reports keys missing on either side and empty texts', () => {
  expect(catalogDifferences({ a: 'x', b: 'y' }, { a: 'x', c: ' ' })).toEqual([
    '"b" is missing in en',
    '"c" is missing in nl',
    '"c" is empty in en',
  ]);
  expect(() => assertCatalogsMatch({ a: 'x' }, {})).toThrow('"a" is missing in en');
});
