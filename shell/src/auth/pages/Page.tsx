import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const Section = styled.section`
  max-width: 560px;
  margin: 48px auto;
  padding: 0 16px;
  display: grid;
  gap: 16px;
  justify-items: start;
  p { margin: 0; }
`;

/** A small centred page of the shell (login link, phone link, social login return). */
export function Page({ titleId, children, ...rest }: { titleId: string; children: ReactNode; [data: `data-${string}`]: string }) {
  return (
    <Section {...rest}>
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
      {children}
    </Section>
  );
}
