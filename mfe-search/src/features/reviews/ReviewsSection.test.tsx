import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetCurrentUser, setTokens, clearSession } from '@zaalplek/platform';
import { mockGraphql } from '../testing/mockGraphql';
import { renderPage } from '../testing/renderPage';
import { ReviewsSection } from './ReviewsSection';

const page = (hidden: boolean) => ({
  average: hidden ? null : 4.5,
  count: hidden ? 0 : 2,
  reviews: hidden
    ? []
    : [
        { review_id: 2, space_id: 7, space_name: 'De Zolder', rating: 5, review_text: 'Top <b>zaal</b>', author_name: 'Sanne V.', host_reply: 'Dank je!', ts_created: '2030-06-11T10:00:00.000Z', is_testimonial: false },
        { review_id: 1, space_id: 8, space_name: 'De Kelder', rating: 4, review_text: 'Prima', author_name: null, host_reply: null, ts_created: '2030-06-01T10:00:00.000Z', is_testimonial: true },
      ],
});

function answer(staff: boolean) {
  let hidden = false;
  return mockGraphql((call) => {
    if (call.operation === 'profile') {
      return { json: { data: { profile: { accountId: 9, email: 's@example.nl', firstName: 'S', lastName: null, locale: 'nl', phone: null, accountState: 'BOOKER', isAdmin: staff, staffRole: staff ? 'CONTENT_EDITOR' : null, eventPermissions: staff ? ['admin.area', 'admin.content.update'] : [], actingAs: null, organisationId: null } } } };
    }
    if (call.operation === 'space_reviews') return { json: { data: { space_reviews: page(hidden) } } };
    if (call.operation === 'hide_review') {
      hidden = true;
      return { json: { data: { hide_review: true } } };
    }
    return { json: { data: {} } };
  });
}

afterEach(() => {
  clearSession();
  resetCurrentUser();
});

test('a venue page lists its reviews with the average, the space, the author and the host reply; text stays text', async () => {
  const { calls } = answer(false);
  renderPage(<ReviewsSection venueId={3} />, '/customer/venue/ab12cd34/de-kantine');
  const section = await screen.findByTestId('reviews');
  expect(within(section).getByTestId('reviews-average')).toHaveTextContent('2 beoordelingen');
  const [first, second] = within(section).getAllByTestId('review');
  expect(first).toHaveTextContent('Top <b>zaal</b>');
  expect(first).toHaveTextContent('Sanne V. · De Zolder');
  expect(within(first!).getByTestId('review-reply')).toHaveTextContent('Dank je!');
  expect(second).toHaveTextContent('Een gast · De Kelder');
  expect(calls.find((c) => c.operation === 'space_reviews')!.variables).toEqual({ venue_id: 3, first: 20 });
  expect(screen.queryByTestId('review-staff')).not.toBeInTheDocument();
});

test('a content editor hides a review from the space page', async () => {
  setTokens({ accessToken: 'A', refreshToken: 'R' });
  const { calls } = answer(true);
  renderPage(<ReviewsSection spaceId={7} />, '/en/space/ab12cd34/de-zolder/1001');
  const [first] = await screen.findAllByTestId('review');
  fireEvent.click(await within(first!).findByRole('button', { name: 'Hide' }));
  expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  await waitFor(() => expect(calls.find((c) => c.operation === 'hide_review')!.variables).toEqual({ review_id: 2 }));
});
