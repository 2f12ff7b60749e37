// The space edit page's reviews: what guests wrote, with a reply form for each review not yet answered
// (one reply per review, max 2000 characters).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, RatingStars } from '@zaalplek/design-system';
import { mapApiError } from '@zaalplek/platform';
import { hostReviewMessages as m } from './messages';
import { useHostSpaceReviewsQuery, useReplyToReviewMutation, type HostReview } from './hostReviewsApi';

const Area = styled.textarea`
  display: block;
  width: 100%;
  min-height: 80px;
  font: inherit;
`;
const Text = styled.p`
  white-space: pre-line;
`;

function ReplyForm({ spaceId, review }: { spaceId: number; review: HostReview }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reply, { isLoading }] = useReplyToReviewMutation();
  const id = `reply-${review.review_id}`;
  const send = async () => {
    setError(null);
    if (!text.trim()) return setError(t(m.empty));
    const result = await reply({ space_id: spaceId, review_id: review.review_id, reply: text.trim() });
    if ('error' in result) {
      const mapped = mapApiError(result.error);
      setError(t({ id: mapped.formError ?? mapped.toastMessageId ?? Object.values(mapped.fieldErrors)[0] ?? 'errors.generic' }, mapped.messageValues));
    }
  };
  return (
    <div>
      <label htmlFor={id}>{t(m.replyLabel)}</label>
      <Area id={id} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
      {error && <p role="alert">{error}</p>}
      <Button size="sm" loading={isLoading} onClick={() => void send()} data-testid="review-reply-send">
        {t(m.send)}
      </Button>
    </div>
  );
}

export function HostReviews({ spaceId }: { spaceId: number }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data } = useHostSpaceReviewsQuery(spaceId);
  if (!data || data.length === 0) return null;
  return (
    <section data-testid="host-reviews" aria-labelledby="host-reviews-title">
      <h2 id="host-reviews-title">{t(m.title)}</h2>
      <ul>
        {data.map((review) => (
          <li key={review.review_id} data-testid="host-review">
            <RatingStars value={review.rating * 2} /> <strong>{review.author_name ?? t(m.guest)}</strong>
            <Text>{review.review_text}</Text>
            {review.host_reply ? (
              <p data-testid="host-review-reply">
                <em>{t(m.yourReply)}</em> {review.host_reply}
              </p>
            ) : (
              <ReplyForm spaceId={spaceId} review={review} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
