import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '@zaalplek/design-system';
import { Link } from '@zaalplek/platform';
import { OrganisationStep } from '../onboarding/OrganisationStep';
import { useGetOrganisationQuery, type Organisation } from '../onboarding/onboardingApi';
import { Notice, Stack } from '../vendor-bookings/styles';
import { hostProfileMessages as m } from './messages';

function OrganisationDetails({ data }: { data: Organisation }) {
  const intl = useIntl();
  const rows: [keyof Organisation, { id: string }][] = [
    ['organisation_name', m.orgName],
    ['coc', m.orgCoc],
    ['vat_number', m.orgVat],
    ['finance_email', m.orgFinanceEmail],
    ['address', m.orgAddress],
  ];
  return (
    <dl>
      {rows
        .filter(([field]) => data[field])
        .map(([field, label]) => (
          <div key={field}>
            <dt>{intl.formatMessage(label)}</dt>
            <dd>{data[field]}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * /profile/organisation: the organisation's details, edited in place with the onboarding's
 * organisation form (POST organisation/public|private updates the own one). An organisation the
 * team has locked (is_update_allowed false) is shown read-only.
 */
export function OrganisationPage() {
  const intl = useIntl();
  const { data, isLoading, isError } = useGetOrganisationQuery();
  const [saved, setSaved] = useState(false);
  return (
    <Stack data-testid="organisation-page">
      <h2>{intl.formatMessage(m.orgTitle)}</h2>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <Notice $tone="danger" role="alert">
          {intl.formatMessage(m.loadError)}
        </Notice>
      ) : !data ? (
        <>
          <p>{intl.formatMessage(m.orgMissing)}</p>
          <Link to="/vendor/onboarding/organisation-details">{intl.formatMessage(m.orgStart)}</Link>
        </>
      ) : data.is_update_allowed === false ? (
        <>
          <OrganisationDetails data={data} />
          <Notice $tone="warning">{intl.formatMessage(m.orgLocked)}</Notice>
        </>
      ) : (
        <>
          {saved && (
            <Notice $tone="success" role="status" data-testid="organisation-saved">
              {intl.formatMessage(m.orgSaved)}
            </Notice>
          )}
          <OrganisationStep mode="profile" onSaved={() => setSaved(true)} />
        </>
      )}
    </Stack>
  );
}
