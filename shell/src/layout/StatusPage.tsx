// The two pages the shell renders itself: /not-found and /server-error (localised).
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@zaalplek/platform';

const Page = styled.section`
  max-width: 720px;
  margin: 64px auto;
  padding: 0 16px;
  text-align: center;
`;

export function StatusPage({ page }: { page: 'not-found' | 'server-error' }) {
  const prefix = page === 'not-found' ? 'NotFound' : 'ServerError';
  return (
    <Page data-shell-page={page}>
      <h1>
        <FormattedMessage id={`${prefix}.title`} />
      </h1>
      {page === 'server-error' && (
        <p>
          <FormattedMessage id="ServerError.body" defaultMessage="Probeer het over een paar minuten opnieuw." />
        </p>
      )}
      <Link to="/">
        <FormattedMessage id={`${prefix}.home`} />
      </Link>
    </Page>
  );
}
