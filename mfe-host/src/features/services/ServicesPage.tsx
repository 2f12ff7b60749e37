// /services/{venueId?} (Vendor role): the venue's service catalogue from inventory_services, grouped by
// type; per service an editor (on/off per space, price in euros -> cents, VAT, order type, on demand,
// mandatory, inventory with max_inventory) stored with inventory_bulk_spaces_linking.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { Button, Select, Spinner } from '@zaalplek/design-system';
import { navigate, replaceRoute } from '@zaalplek/platform';
import { useGetHostVenuesQuery } from '../spaces/spacesApi';
import type { HostVenue } from '../spaces/types';
import { servicesMessages as m } from './messages';
import { ServiceEditor } from './ServiceEditor';
import { centsToEuros } from './serviceValidation';
import { useInventoryServicesQuery, type InventoryService } from './servicesApi';

const Page = styled.section`
  max-width: 900px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
`;
const Row = styled.li`
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space(3)} 0;
`;
const RowHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TYPES = ['CATERING', 'FACILITY', 'HUMAN_RESOURCE'] as const;

export function ServicesPage() {
  const intl = useIntl();
  const { venueId } = useParams();
  const venues = useGetHostVenuesQuery();
  const id = venueId && /^\d+$/.test(venueId) ? Number(venueId) : null;
  const first = venues.data?.[0]?.venue_id;
  useEffect(() => {
    if (!id && first) replaceRoute(`/services/${first}`);
  }, [id, first]);

  if (venues.isLoading) return <Spinner />;
  if (venues.isError) return <p role="alert">{intl.formatMessage(m.loadError)}</p>;
  const list = venues.data ?? [];
  const venue = list.find((v) => v.venue_id === id);
  return (
    <Page data-testid="services-page">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p>{intl.formatMessage(m.intro)}</p>
      {list.length === 0 && <p data-testid="services-no-venues">{intl.formatMessage(m.noVenues)}</p>}
      {list.length > 0 && (
        <Select
          label={intl.formatMessage(m.venue)}
          name="venue"
          value={id ? String(id) : null}
          placeholder={false}
          options={list.map((v) => ({ value: String(v.venue_id), label: v.venue_name }))}
          onChange={(value) => value && navigate(`/services/${value}`)}
        />
      )}
      {venue && <VenueServices key={venue.venue_id} venue={venue} />}
    </Page>
  );
}

function VenueServices({ venue }: { venue: HostVenue }) {
  const intl = useIntl();
  const { data, isLoading, isError } = useInventoryServicesQuery(venue.venue_id);
  const [open, setOpen] = useState<number | null>(null);
  if (isLoading) return <Spinner />;
  if (isError || !data) return <p role="alert">{intl.formatMessage(m.loadError)}</p>;
  const groups = [...TYPES, 'other'].map((type) => ({
    type,
    services: data.result.filter((s) => (type === 'other' ? !(TYPES as readonly string[]).includes(s.system_service_type) : s.system_service_type === type)),
  }));
  const typeLabel = (type: string) => intl.formatMessage(type === 'other' ? m.typeOther : m[`type${type}` as 'typeCATERING']);
  return (
    <>
      {groups
        .filter((g) => g.services.length > 0)
        .map((g) => (
          <section key={g.type} data-testid={`services-${g.type}`}>
            <h2>{typeLabel(g.type)}</h2>
            <ul style={{ padding: 0 }}>
              {g.services.map((s) => (
                <Row key={s.system_service_id} data-testid={`service-${s.system_service_key}`} data-enabled={s.is_enabled}>
                  <RowHead>
                    <strong>{s.system_service_name}</strong>
                    <Muted>{summary(intl, s)}</Muted>
                    <Button size="sm" variant="ghost" aria-expanded={open === s.system_service_id} onClick={() => setOpen(open === s.system_service_id ? null : s.system_service_id)}>
                      {intl.formatMessage(open === s.system_service_id ? m.close : m.edit)}
                    </Button>
                  </RowHead>
                  {open === s.system_service_id && <ServiceEditor venue={venue} service={s} onSaved={() => setOpen(null)} />}
                </Row>
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}

function summary(intl: ReturnType<typeof useIntl>, s: InventoryService): string {
  if (!s.is_enabled) return intl.formatMessage(m.off);
  return `${intl.formatMessage(m.enabledIn, { count: s.space_ids.length })} · € ${centsToEuros(s.price)}`;
}
