import { render, screen } from '@testing-library/react';
import type { IntlShape } from 'react-intl';
import { IntlProvider } from 'react-intl';
import { useDsIntl } from './useDsIntl';
import { designSystemMessages } from '../messages';

function Label() {
  const intl = useDsIntl();
  return <span>{intl.formatMessage({ id: 'Modal.close' })}</span>;
}

describe('useDsIntl', () => {
  it('falls back to the design-system catalog when the host did not merge it', () => {
    render(
      <IntlProvider locale="en-GB" messages={{ 'Host.title': 'Home' }}>
        <Label />
      </IntlProvider>,
    );
    expect(screen.getByText('Close')).toBeInTheDocument();
  });

  it('lets host messages override design-system texts', () => {
    render(
      <IntlProvider locale="nl" messages={{ ...designSystemMessages.nl, 'Modal.close': 'Venster sluiten' }}>
        <Label />
      </IntlProvider>,
    );
    expect(screen.getByText('Venster sluiten')).toBeInTheDocument();
  });

  it('gives every component under one provider the same intl (a list of cards does not copy the catalog per card)', () => {
    const seen: IntlShape[] = [];
    function Probe() {
      seen.push(useDsIntl());
      return null;
    }
    render(
      <IntlProvider locale="nl" messages={{ 'Host.title': 'Thuis' }}>
        <Probe />
        <Probe />
      </IntlProvider>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]!.messages['Host.title']).toBe('Thuis');
  });
});
