import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, EmptyState } from '@zaalplek/design-system';
import { navigate } from '@zaalplek/platform';
import { useDocumentMeta } from '@zaalplek/platform';

const Wrap = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
`;

/** The spec's coming-soon status page ("The requested page is under construction"). */
export function ComingSoonPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'ComingSoonPage.title', defaultMessage: 'De opgevraagde pagina is in aanbouw' });
  useDocumentMeta(title, null);
  return (
    <Wrap data-testid="coming-soon">
      <EmptyState
        headingLevel={2}
        title={title}
        description={intl.formatMessage({ id: 'ComingSoonPage.text', defaultMessage: 'We werken hard aan deze pagina. Kom binnenkort terug.' })}
        action={<Button onClick={() => navigate('/')}>{intl.formatMessage({ id: 'ComingSoonPage.home', defaultMessage: 'Naar de startpagina' })}</Button>}
      />
    </Wrap>
  );
}
