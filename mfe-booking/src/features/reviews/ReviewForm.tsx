// REVIEW mode of a passed booking: the guest rates the space 1-5 (radio stars, keyboard friendly) and
// writes a text (max 2000); once sent, the page shows the review (and later the host's reply).
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, RatingStars } from '@zaalplek/design-system';
import { mapApiError } from '@zaalplek/platform';
import type { Booking } from '../booking/types';
import { reviewMessages as m } from './messages';
import { useCreateReviewMutation } from './reviewApi';

const MAX = 2000;

const Box = styled.section`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
const Stars = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  label {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 44px;
    cursor: pointer;
  }
`;
const Area = styled.textarea`
  width: 100%;
  min-height: 120px;
  font: inherit;
  padding: ${({ theme }) => theme.space(2)};
`;

export function ReviewForm({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = useCreateReviewMutation();

  if (booking.review) {
    return (
      <Box data-testid="my-review" aria-labelledby="my-review-title">
        <h2 id="my-review-title">{t(m.yours)}</h2>
        <RatingStars value={booking.review.rating * 2} showValue />
        <p>{booking.review.review_text}</p>
        {booking.review.host_reply && (
          <p data-testid="my-review-reply">
            <strong>{t(m.hostReply)}</strong> {booking.review.host_reply}
          </p>
        )}
      </Box>
    );
  }
  if (booking.screen_mode !== 'REVIEW') return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (rating == null) return setError(t(m.chooseRating));
    if (!text.trim()) return setError(t(m.writeText));
    const result = await send({ booking_id: booking.booking_id, rating, review_text: text.trim() });
    if ('error' in result) {
      const mapped = mapApiError(result.error);
      setError(t({ id: mapped.formError ?? mapped.toastMessageId ?? Object.values(mapped.fieldErrors)[0] ?? 'errors.generic' }, mapped.messageValues));
    }
  };

  return (
    <Box data-testid="review-form" aria-labelledby="review-form-title">
      <h2 id="review-form-title">{t(m.title)}</h2>
      <p>{t(m.intro, { space: booking.space?.space_name ?? '' })}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stars>
          <legend>{t(m.ratingLegend)}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} />
              {t(m.stars, { count: n })}
            </label>
          ))}
        </Stars>
        <label htmlFor="review-text">{t(m.textLabel)}</label>
        <Area id="review-text" name="review_text" maxLength={MAX} value={text} onChange={(e) => setText(e.target.value)} />
        <p>{t(m.remaining, { count: MAX - text.length })}</p>
        {error && <p role="alert">{error}</p>}
        <Button type="submit" loading={isLoading} data-testid="review-submit">
          {t(m.submit)}
        </Button>
      </form>
    </Box>
  );
}
