import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { chunkText } from './chunkText';
import type { Feedback } from './types';

const Card = styled.figure`
  margin: 0;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Quote = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

const More = styled.button`
  border: 0;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.colors.accent};
  text-decoration: underline;
  cursor: pointer;
`;

const Author = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: auto;
  img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function TestimonialCard({ feedback, chunkSize }: { feedback: Feedback; chunkSize: number }) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const { head, rest } = chunkText(feedback.feedback, chunkSize);
  const role = [feedback.user_company_position, feedback.user_company_name].filter(Boolean).join(', ');
  return (
    <Card data-testid="testimonial">
      <Quote>
        {expanded || !rest ? feedback.feedback : `${head}… `}
        {rest && !expanded && (
          <More type="button" onClick={() => setExpanded(true)}>
            {intl.formatMessage({ id: 'TestimonialCard.more', defaultMessage: 'meer' })}
          </More>
        )}
      </Quote>
      <Author>
        {feedback.avatar_url && <img src={feedback.avatar_url} alt="" loading="lazy" />}
        <span>
          <strong>{feedback.user_name}</strong>
          {role && <small>{role}</small>}
        </span>
      </Author>
    </Card>
  );
}
