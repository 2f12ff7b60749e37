// Clickable step tabs of the edit pages (the onboarding breadcrumbs are not clickable).
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@zaalplek/platform';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(5)};
  a {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

export function StepTabs<T extends string>({ steps, current, base, labels, prefix }: { steps: readonly T[]; current: T; base: string; labels: Record<string, MessageDescriptor>; prefix: string }) {
  const intl = useIntl();
  return (
    <Nav aria-label="steps">
      {steps.map((step) => (
        <Link key={step} to={`${base}/${step}`} aria-current={step === current ? 'page' : undefined}>
          {intl.formatMessage(labels[`${prefix}${step.replace('-', '_')}`])}
        </Link>
      ))}
    </Nav>
  );
}
