// Reviews on the space page and the venue page: the average (stars) and count, each review with its
// rating, text, author, date and the host's reply. Staff allowed to edit content (admin.content.update)
// get "hide" and "show on the home page" per review. Review texts are plain text (React escapes them).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, RatingStars } from '@zaalplek/design-system';
import { TIME_ZONE, mapApiError, useCurrentUser } from '@zaalplek/platform';
import { useModerateReviewMutation, useSpaceReviewsQuery, type SpaceReview } from './reviewsApi';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;
const Reply = styled.blockquote`
  margin: ${({ theme }) => theme.space(2)} 0 0 ${({ theme }) => theme.space(4)};
  padding-left: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
`;
const Text = styled.p`
  white-space: pre-line;
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

function StaffControls({ review }: { review: SpaceReview }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [moderate, { isLoading }] = useModerateReviewMutation();
  const [error, setError] = useState<string | null>(null);
  const run = async (action: 'hide' | 'promote') => {
    setError(null);
    const result = await moderate({ review_id: review.review_id, action });
    if ('error' in result) {
      const mapped = mapApiError(result.error);
      setError(t({ id: mapped.toastMessageId ?? 'errors.generic' }, mapped.messageValues));
    }
  };
  return (
    <div data-testid="review-staff">
      <Button size="sm" variant="secondary" loading={isLoading} onClick={() => void run('hide')}>
        {t({ id: 'Reviews.hide', defaultMessage: 'Verbergen' })}
      </Button>{' '}
      {review.is_testimonial ? (
        <span>{t({ id: 'Reviews.isTestimonial', defaultMessage: 'Staat op de homepage' })}</span>
      ) : (
        <Button size="sm" variant="ghost" disabled={isLoading} onClick={() => void run('promote')}>
          {t({ id: 'Reviews.promote', defaultMessage: 'Op de homepage tonen' })}
        </Button>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

export function ReviewsSection({ spaceId, venueId }: { spaceId?: number; venueId?: number }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useCurrentUser();
  const staff = Boolean(user?.eventPermissions?.includes('admin.content.update'));
  const { data } = useSpaceReviewsQuery(spaceId != null ? { space_id: spaceId } : { venue_id: venueId });
  if (!data) return null;
  return (
    <section aria-labelledby="reviews-title" data-testid="reviews">
      <h2 id="reviews-title">{t({ id: 'Reviews.title', defaultMessage: 'Beoordelingen' })}</h2>
      {data.count === 0 || data.average == null ? (
        <p>{t({ id: 'Reviews.none', defaultMessage: 'Nog geen beoordelingen.' })}</p>
      ) : (
        <p data-testid="reviews-average">
          <RatingStars value={data.average * 2} showValue />{' '}
          {t({ id: 'Reviews.count', defaultMessage: '{count, plural, one {# beoordeling} other {# beoordelingen}}' }, { count: data.count })}
        </p>
      )}
      <List>
        {data.reviews.map((review) => (
          <li key={review.review_id} data-testid="review">
            <RatingStars value={review.rating * 2} />
            <Text>{review.review_text}</Text>
            <small>
              {review.author_name ?? t({ id: 'Reviews.guest', defaultMessage: 'Een gast' })}
              {venueId != null ? ` · ${review.space_name}` : ''} · {intl.formatDate(review.ts_created, { dateStyle: 'medium', timeZone: TIME_ZONE })}
            </small>
            {review.host_reply && (
              <Reply data-testid="review-reply">
                <strong>{t({ id: 'Reviews.hostReply', defaultMessage: 'Reactie van de verhuurder' })}</strong>
                <Text>{review.host_reply}</Text>
              </Reply>
            )}
            {staff && <StaffControls review={review} />}
          </li>
        ))}
      </List>
    </section>
  );
}
