import { useIntl } from 'react-intl';
import { Spinner } from '@zaalplek/design-system';
import { Link } from '@zaalplek/platform';
import { useGetOrganisationQuery, type Organisation } from '../onboarding/onboardingApi';
import { Notice, Stack } from '../vendor-bookings/styles';
import { hostProfileMessages as m } from './messages';

/**
 * /profile/organisation: the organisation's details. Editing uses the onboarding step's organisation
 * form (/vendor/onboarding/organisation-details, POST organisation/public|private updates the own one).
 */
export function OrganisationPage() {
  const intl = useIntl();
  const { data, isLoading, isError } = useGetOrganisationQuery();
  const rows: [keyof Organisation, { id: string }][] = [
    ['organisation_name', m.orgName],
    ['coc', m.orgCoc],
    ['vat_number', m.orgVat],
    ['finance_email', m.orgFinanceEmail],
    ['address', m.orgAddress],
  ];
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
        <p>{intl.formatMessage(m.orgMissing)}</p>
      ) : (
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
      )}
      <Link to="/vendor/onboarding/organisation-details">{intl.formatMessage(m.orgEdit)}</Link>
    </Stack>
  );
}
