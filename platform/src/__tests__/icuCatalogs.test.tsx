// As in the browser bundles: react-intl has the parser stand-in (tools/webpack/icu-parser-precompiled.js),
// the catalogs of this build arrive precompiled, and the full parser loads only for raw ICU catalogs.
import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { ZaalplekIntlProvider } from '../i18n';

jest.mock('@formatjs/icu-messageformat-parser', () => jest.requireActual('../../../tools/webpack/icu-parser-precompiled.js'));
/** What the build's catalog loader makes of an ICU text (the full parser, as at build time). */
const precompiled = (text: string) => jest.requireActual<typeof import('@formatjs/icu-messageformat-parser')>('@formatjs/icu-messageformat-parser').parse(text);

const ROOMS = '{count, plural, one {# ruimte} other {# ruimtes}}';
const Rooms = () => <FormattedMessage id="rooms" values={{ count: 3 }} />;

beforeEach(() => window.history.replaceState(null, '', '/search'));

test("formats this build's precompiled catalog with the stand-in", async () => {
  render(
    <ZaalplekIntlProvider messages={{ nl: { rooms: precompiled(ROOMS) as never } }}>
      <Rooms />
    </ZaalplekIntlProvider>,
  );
  expect(await screen.findByText('3 ruimtes')).toBeInTheDocument();
});

test('formats the ICU texts of a catalog from an MFE release built before the catalogs were precompiled', async () => {
  const { container } = render(
    <ZaalplekIntlProvider messages={{ nl: { rooms: ROOMS, plain: 'Zoeken', braces: 'Tekens als < > { } zijn niet toegestaan' } }}>
      <p>
        <Rooms />
      </p>
      <p>
        <FormattedMessage id="plain" />
      </p>
      <p>
        <FormattedMessage id="braces" />
      </p>
    </ZaalplekIntlProvider>,
  );
  expect(container).not.toHaveTextContent(ROOMS); // never the raw text
  expect(await screen.findByText('3 ruimtes')).toBeInTheDocument();
  expect(screen.getByText('Zoeken')).toBeInTheDocument();
  expect(screen.getByText('Tekens als < > { } zijn niet toegestaan')).toBeInTheDocument();
});
