import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { comingSoonMessages } from './messages';

const Wrapper = styled.section`
  padding: 48px 16px;
  text-align: center;
`;

/** Placeholder for routes of this MFE that are not built yet (spec: coming-soon page text). */
export function ComingSoonPage() {
  return (
    <Wrapper data-testid="coming-soon">
      <h1>
        <FormattedMessage {...comingSoonMessages.title} />
      </h1>
    </Wrapper>
  );
}
