import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import type { HostCollection } from './collectionApi';

const collection: HostCollection = {
  collection_id: 4, collection_name: 'Het Pakhuis', slug: 'het-pakhuis', has_public_page: true, promo_text: 'Vergaderen aan het water',
  about_us: 'Sinds 1902', website: 'https://pakhuis.example', logo_url: '/api/image/77/',
  social_links: { facebook: null, instagram: 'https://instagram.com/pakhuis', linkedin: null, twitter: null, youtube: null },
};

function answer(existing: typeof collection | null) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    switch (request.operation) {
      case 'profile':
        return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
      case 'get_user_organisation_collection':
        return { json: { data: { get_user_organisation_collection: existing } } };
      case 'update_collection':
        return { json: { data: { update_collection: collection } } };
      case 'create_collection':
        return { json: { data: { create_collection: collection } } };
      default:
        return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return (name: string) => requests.filter((r) => r.operation === name);
}

beforeEach(() => {
  resetState();
  logIn();
});

describe('/profile/social', () => {
  it('edits the collection page: about us at most 500 characters, then saves the whole input', async () => {
    const ops = answer(collection);
    renderApp('/profile/social');
    const page = await screen.findByTestId('social-page');
    await waitFor(() => expect(within(page).getByLabelText(/Naam van de collectie/)).toHaveValue('Het Pakhuis'));
    expect(within(page).getByLabelText('Instagram')).toHaveValue('https://instagram.com/pakhuis');
    fireEvent.change(within(page).getByLabelText(/Over ons/), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(page).getByRole('button', { name: 'Opslaan' }));
    expect(await within(page).findByText('Maximaal 500 tekens')).toBeInTheDocument();
    expect(ops('update_collection')).toHaveLength(0);
    fireEvent.change(within(page).getByLabelText(/Over ons/), { target: { value: 'x'.repeat(500) } });
    fireEvent.click(within(page).getByRole('button', { name: 'Opslaan' }));
    expect(await within(page).findByText('Opgeslagen.')).toBeInTheDocument();
    expect(ops('update_collection')[0]!.variables).toEqual({
      input: {
        name: 'Het Pakhuis', promo_text: 'Vergaderen aan het water', about_us: 'x'.repeat(500), website: 'https://pakhuis.example', logo_image_id: null,
        has_public_page: true, social_links: { facebook: null, instagram: 'https://instagram.com/pakhuis', linkedin: null, twitter: null, youtube: null },
      },
    });
  });

  it('needs a name and the collection logo before creating the page', async () => {
    const ops = answer(null);
    renderApp('/profile/social');
    const page = await screen.findByTestId('social-page');
    fireEvent.click(within(page).getByRole('button', { name: 'Opslaan' }));
    expect(await within(page).findByText('Vul de naam van de collectie in')).toBeInTheDocument();
    expect(within(page).getByText('Upload het logo van de collectie')).toBeInTheDocument();
    expect(ops('create_collection')).toHaveLength(0);
  });
});
