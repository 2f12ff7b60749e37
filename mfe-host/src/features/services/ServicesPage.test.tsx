import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import type { InventoryService } from './servicesApi';

const VENUES = [
  {
    venue_id: 11,
    venue_name: 'Het Pakhuis',
    is_active: true,
    venue_spaces: [
      { space_id: 101, space_name: 'De Zolder', is_active: true, space_booking_type: 'DIRECT' },
      { space_id: 102, space_name: 'De Kelder', is_active: false, space_booking_type: 'MANUAL' },
    ],
  },
  { venue_id: 12, venue_name: 'Villa Nova', is_active: false, venue_spaces: [] },
];

const service = (over: Partial<InventoryService>): InventoryService => ({
  venue_service_id: null,
  system_service_id: 1,
  system_service_key: 'lunch',
  system_service_name: 'Lunch',
  system_service_type: 'CATERING',
  description: null,
  is_enabled: false,
  is_inventory_enabled: false,
  is_on_demand: true,
  max_inventory: null,
  vat_rate: 9,
  price: 0,
  price_net: 0,
  order_type: 'per_person',
  is_inventory_allowed: false,
  expect_quantity: true,
  allow_on_demand: true,
  is_venue: true,
  is_space: true,
  is_mandatory: false,
  space_ids: [],
  ...over,
});

const SERVICES: InventoryService[] = [
  service({}),
  service({ system_service_id: 2, system_service_key: 'beamer', system_service_name: 'Beamer', system_service_type: 'FACILITY', is_enabled: true, space_ids: [101], price: 2500, vat_rate: 21, order_type: 'static', is_inventory_allowed: true, is_inventory_enabled: true, max_inventory: 2 }),
];

function answer(link?: (request: MockRequest) => { status?: number; json: unknown }) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    if (request.operation === 'profile') return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
    if (request.url === '/api/venue/') return { json: VENUES };
    if (request.operation === 'inventory_services') return { json: { data: { inventory_services: { total: SERVICES.length, result: SERVICES } } } };
    if (request.operation === 'inventory_bulk_spaces_linking' && link) return link(request);
    return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
  });
  return { linking: () => requests.filter((r) => r.operation === 'inventory_bulk_spaces_linking') };
}

async function openEditor(key: string) {
  const row = await screen.findByTestId(`service-${key}`);
  fireEvent.click(within(row).getByRole('button', { name: 'Bewerken' }));
  return within(row).getByTestId('service-editor');
}

beforeEach(() => {
  resetState();
  logIn();
});

describe('/services', () => {
  it('opens the first venue and lists its services by type with their state', async () => {
    answer();
    renderApp('/services');
    await waitFor(() => expect(currentUrl()).toBe('/services/11'));
    const lunch = await screen.findByTestId('service-lunch');
    expect(within(screen.getByTestId('services-CATERING')).getByText('Lunch')).toBeInTheDocument();
    expect(within(lunch).getByText('Uit')).toBeInTheDocument();
    expect(within(screen.getByTestId('service-beamer')).getByText('Aan in 1 ruimte · € 25')).toBeInTheDocument();
  });

  it('needs at least one space to enable a service and sends euros as cents', async () => {
    const { linking } = answer((request) => ({
      json: { data: { inventory_bulk_spaces_linking: { ...SERVICES[0], ...(request.variables.input as object) } } },
    }));
    renderApp('/en/services/11');
    const row = await screen.findByTestId('service-lunch');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const editor = within(row).getByTestId('service-editor');
    fireEvent.click(within(editor).getByLabelText('Offer this service'));
    // switching on starts with every space: untick both
    fireEvent.click(within(editor).getByLabelText('De Zolder'));
    fireEvent.click(within(editor).getByLabelText('De Kelder'));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('Please select at least one space')).toBeInTheDocument();
    expect(linking()).toHaveLength(0);

    fireEvent.click(within(editor).getByLabelText('De Kelder'));
    fireEvent.change(within(editor).getByLabelText(/Price in euros/), { target: { value: '12,50' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(linking()).toHaveLength(1));
    expect(linking()[0].variables.input).toEqual({
      venue_id: 11,
      system_service_id: 1,
      space_ids: [102],
      is_enabled: true,
      price: 1250,
      vat_rate: 9,
      order_type: 'per_person',
      is_on_demand: true,
      is_mandatory: false,
      is_inventory_enabled: false,
      max_inventory: null,
      description: '',
    });
    await waitFor(() => expect(within(screen.getByTestId('service-lunch')).getByText('On in 1 space · € 12,50')).toBeInTheDocument());
  });

  it('checks max_inventory and shows the API field error on its field', async () => {
    answer(() => ({
      status: 200,
      json: {
        data: null,
        errors: [
          {
            message: 'invalid',
            extensions: {
              status_code: 400,
              response: { status: 400, body: { error_type: 'FIELD_VALIDATION', entity: 'service', key: 'max_inventory_invalid', meta: { field: 'max_inventory' }, status_code: 400 } },
            },
          },
        ],
      },
    }));
    renderApp('/services/11');
    const editor = await openEditor('beamer');
    const max = within(editor).getByLabelText(/Maximale voorraad/);
    fireEvent.change(max, { target: { value: '' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Opslaan' }));
    expect(await within(editor).findByText('Vul de maximale voorraad in (1 of meer)')).toBeInTheDocument();

    fireEvent.change(max, { target: { value: '500' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(max).toHaveAttribute('aria-invalid', 'true'));
    expect(within(editor).getByText('Vul de maximale voorraad in (1 of meer)')).toBeInTheDocument();
  });
});
