import { render, screen } from '@testing-library/react';
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
});
