import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import type { HighlightedSpace } from './highlightedApi';

const space = (id: number, name: string, position: number | null, is_active = true): HighlightedSpace =>
  ({ space_id: id, space_name: name, venue_name: `Locatie ${id}`, city_name: 'Utrecht', is_active, highlight_position: position });

function world({ failSave = false } = {}) {
  let highlighted = [space(1, 'Bovenzaal', 1), space(2, 'Serre', 2), space(3, 'Kelder', 3), space(4, 'Kapelzaal', 4), space(5, 'Loods', 5)];
  const active = [...highlighted, space(6, 'Dakterras', null)];
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const v = request.variables as Record<string, any>;
    switch (request.operation) {
      case 'profile': return profileAnswer({ staffRole: 'CONTENT_EDITOR' });
      case 'highlighted': {
        const term = (v.search ?? '').toLowerCase();
        const candidates = active.filter((s) => !term || s.space_name.toLowerCase().includes(term));
        return { json: { data: { highlighted: { result: highlighted }, candidates: { total: candidates.length, result: candidates } } } };
      }
      case 'edit_top_spaces':
        if (failSave) return { json: { data: null, errors: [{ message: 'x', extensions: { response: { body: { error_type: 'FIELD_VALIDATION', entity: 'space', key: 'space_not_active', meta: null, status_code: 400 } } } }] } };
        highlighted = (v.space_ids as number[]).map((id, i) => ({ ...active.find((s) => s.space_id === id)!, highlight_position: i + 1 }));
        return { json: { data: { edit_top_spaces: highlighted } } };
      default: return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return { saves: () => requests.filter((r) => r.operation === 'edit_top_spaces').map((r) => r.variables.space_ids) };
}

const names = () => within(screen.getByRole('list', { name: /Uitgelichte locaties in volgorde|Highlighted locations in order/ })).getAllByRole('listitem').map((li) => li.querySelector('strong')!.textContent);

beforeEach(() => {
  resetState();
  logIn();
});

test('shows the highlighted locations in order, the first 4 marked as on the home page', async () => {
  world();
  renderApp('/admin/highlighted-locations');
  await screen.findByRole('list', { name: 'Uitgelichte locaties in volgorde' });
  expect(names()).toEqual(['Bovenzaal', 'Serre', 'Kelder', 'Kapelzaal', 'Loods']);
  const items = within(screen.getByRole('list', { name: 'Uitgelichte locaties in volgorde' })).getAllByRole('listitem');
  expect(within(items[3]).getByText(/Op de homepage/)).toBeInTheDocument();
  expect(within(items[4]).queryByText(/Op de homepage/)).not.toBeInTheDocument();
  // only spaces not yet highlighted can be added
  expect(screen.getByRole('button', { name: 'Dakterras uitlichten' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Serre uitlichten' })).not.toBeInTheDocument();
});

test('moving a location to the top saves the whole order at once', async () => {
  const { saves } = world();
  renderApp('/en/admin/highlighted-locations');
  await screen.findByRole('list', { name: 'Highlighted locations in order' });
  for (let i = 0; i < 4; i++) {
    fireEvent.click(await screen.findByRole('button', { name: 'Move Loods up' }));
    await waitFor(() => expect(saves()).toHaveLength(i + 1));
    await waitFor(() => expect(screen.getByTestId('highlighted-tab')).toHaveAttribute('aria-busy', 'false'));
  }
  expect(names()).toEqual(['Loods', 'Bovenzaal', 'Serre', 'Kelder', 'Kapelzaal']);
  expect(screen.getByText('The order is saved.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Move Loods up' })).toBeDisabled();
  expect(saves().at(-1)).toEqual([5, 1, 2, 3, 4]);
  expect(saves()).toHaveLength(4);
});

test('add and remove', async () => {
  const { saves } = world();
  renderApp('/admin/highlighted-locations');
  fireEvent.click(await screen.findByRole('button', { name: 'Dakterras uitlichten' }));
  await waitFor(() => expect(names()).toEqual(['Bovenzaal', 'Serre', 'Kelder', 'Kapelzaal', 'Loods', 'Dakterras']));
  expect(saves().at(-1)).toEqual([1, 2, 3, 4, 5, 6]);
  fireEvent.click(await screen.findByRole('button', { name: 'Serre niet meer uitlichten' }));
  await waitFor(() => expect(names()).toEqual(['Bovenzaal', 'Kelder', 'Kapelzaal', 'Loods', 'Dakterras']));
  expect(saves().at(-1)).toEqual([1, 3, 4, 5, 6]);
});

test('a refused save puts the order back and says why', async () => {
  world({ failSave: true });
  renderApp('/admin/highlighted-locations');
  fireEvent.click(await screen.findByRole('button', { name: 'Serre omhoog' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Alleen actieve ruimtes kunnen uitgelicht worden.');
  expect(names()).toEqual(['Bovenzaal', 'Serre', 'Kelder', 'Kapelzaal', 'Loods']);
});
