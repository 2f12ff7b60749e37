import { screen, waitFor } from '@testing-library/react';
import { mockFetch, profileAnswer } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';

let accountState = 'VENDOR';

beforeEach(() => {
  resetState();
  accountState = 'VENDOR';
  mockFetch(() => profileAnswer({ accountState }));
});

describe('route guards of mfe-host', () => {
  it('sends a booker to the not-found page', async () => {
    accountState = 'BOOKER';
    logIn();
    renderApp('/services');
    await waitFor(() => expect(currentUrl()).toBe('/not-found'));
    expect(screen.queryByTestId('coming-soon')).not.toBeInTheDocument();
  });

  it('renders nothing on the vendor landing page, which belongs to mfe-content', () => {
    logIn();
    const { container } = renderApp('/vendor');
    expect(container).toBeEmptyDOMElement();
  });
});
