import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { theme } from '@zaalplek/design-system';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { store } from '../../store';
import { mockFetch, type MockRequest } from '../testing/mockFetch';
import { logIn, resetState } from '../testing/renderApp';
import { LowRatingModal } from './LowRatingModal';

function renderModal(rating: Record<string, unknown>, locale: 'nl' | 'en' = 'nl') {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    return { json: { data: { host_rating: { organisation_id: 3, stars: rating.value as number / 2, label: 'LOW', is_banned: false, ...rating } } } };
  });
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <IntlProvider locale={locale} messages={locale === 'nl' ? nl : en}>
          <LowRatingModal />
        </IntlProvider>
      </ThemeProvider>
    </Provider>,
  );
  return requests;
}

beforeEach(() => {
  resetState();
  logIn();
});

describe('the low-rating warning on the space edit page', () => {
  it('warns a host whose rating is critical until they close it', async () => {
    renderModal({ value: 2, is_critical: true });
    const modal = await screen.findByTestId('low-rating-modal');
    expect(screen.getByRole('dialog', { name: 'Je betrouwbaarheid is laag' })).toBeInTheDocument();
    expect(modal).toHaveTextContent('kritiek laag');
    expect(modal).toHaveTextContent('1 van 5 sterren');
    await userEvent.click(screen.getByRole('button', { name: 'Begrepen' }));
    await waitFor(() => expect(screen.queryByTestId('low-rating-modal')).not.toBeInTheDocument());
  });

  it('tells a banned host in English that the spaces are hidden', async () => {
    renderModal({ value: 0, is_critical: true, is_banned: true, label: 'UNRELIABLE' }, 'en');
    expect(await screen.findByTestId('low-rating-modal')).toHaveTextContent(/hidden/);
  });

  it('stays away for a host with a good rating', async () => {
    const requests = renderModal({ value: 8, is_critical: false, label: 'RELIABLE' });
    await waitFor(() => expect(requests.some((r) => r.operation === 'host_rating')).toBe(true));
    expect(screen.queryByTestId('low-rating-modal')).not.toBeInTheDocument();
  });
});
