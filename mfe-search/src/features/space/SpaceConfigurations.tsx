import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatEuroCents } from '@zaalplek/design-system';
import { label } from './labels';
import type { SpaceConfiguration } from './types';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export function SpaceConfigurations({ configurations }: { configurations: SpaceConfiguration[] }) {
  const intl = useIntl();
  if (configurations.length === 0) return null;
  const sorted = [...configurations].sort((a, b) => Number(b.is_default) - Number(a.is_default));
  return (
    <section aria-labelledby="space-configurations-title" data-testid="space-configurations">
      <h2 id="space-configurations-title">{intl.formatMessage({ id: 'SpaceConfigurations.title', defaultMessage: 'Opstellingen' })}</h2>
      <Table>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'SpaceConfigurations.layout', defaultMessage: 'Opstelling' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'SpaceConfigurations.maxGuests', defaultMessage: 'Max. personen' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'SpaceConfigurations.extraPrice', defaultMessage: 'Meerprijs' })}</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((c) => (
            <tr key={c.configuration_id}>
              <td>
                {label(intl, 'SpaceConfigurations', c.configuration_type)}
                {c.is_default && ` (${intl.formatMessage({ id: 'SpaceConfigurations.default', defaultMessage: 'standaard' })})`}
              </td>
              <td>{c.max_guests ?? '–'}</td>
              <td>{c.configuration_price ? formatEuroCents(intl, c.configuration_price) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
