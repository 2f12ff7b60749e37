import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative illustration or icon (hidden from assistive tech). */
  icon?: ReactNode;
  /** Call to action, e.g. a Button. */
  action?: ReactNode;
  /** Heading level of the title; defaults to 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(7)} ${({ theme }) => theme.space(5)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Icon = styled.div`
  font-size: 40px;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  margin: 0;
`;

const Description = styled.p`
  margin: 0;
  max-width: 48ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  return (
    <Root className={className} aria-label={typeof title === 'string' ? title : undefined}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <div>{action}</div>}
    </Root>
  );
}
