import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { theme } from '@zaalplek/design-system';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { store } from '../../store';
import { mockFetch, type MockRequest } from '../testing/mockFetch';
import { logIn, resetState } from '../testing/renderApp';
import { HostReviews } from './HostReviews';

function renderReviews(locale: 'nl' | 'en' = 'nl') {
  let reply: string | null = null;
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    if (request.operation === 'host_space_reviews') {
      return { json: { data: { host_space_reviews: [{ review_id: 5, rating: 4, review_text: 'Mooie zaal', author_name: 'Sanne V.', host_reply: reply, ts_created: '2030-06-11T10:00:00.000Z' }] } } };
    }
    if (request.operation === 'reply_to_review') {
      reply = (request.variables as { reply: string }).reply;
      return { json: { data: { reply_to_review: { review_id: 5, host_reply: reply } } } };
    }
    return { json: { data: {} } };
  });
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <IntlProvider locale={locale} messages={locale === 'nl' ? nl : en}>
          <HostReviews spaceId={7} />
        </IntlProvider>
      </ThemeProvider>
    </Provider>,
  );
  return (op: string) => requests.filter((r) => r.operation === op);
}

beforeEach(() => {
  resetState();
  logIn();
});

test('the host replies once to a review of the space', async () => {
  const ops = renderReviews();
  const review = await screen.findByTestId('host-review');
  expect(review).toHaveTextContent('Sanne V.');
  expect(review).toHaveTextContent('Mooie zaal');
  fireEvent.click(within(review).getByRole('button', { name: 'Reactie plaatsen' }));
  expect(await within(review).findByRole('alert')).toHaveTextContent('Schrijf eerst je reactie.');
  fireEvent.change(within(review).getByLabelText('Je reactie (eenmalig)'), { target: { value: 'Dank je wel!' } });
  fireEvent.click(within(review).getByRole('button', { name: 'Reactie plaatsen' }));
  expect(await screen.findByTestId('host-review-reply')).toHaveTextContent('Dank je wel!');
  expect(ops('reply_to_review')[0]!.variables).toEqual({ review_id: 5, reply: 'Dank je wel!' });
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Reactie plaatsen' })).not.toBeInTheDocument());
  expect(ops('host_space_reviews')[0]!.variables).toEqual({ space_id: 7 });
});
