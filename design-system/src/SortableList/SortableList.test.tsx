import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { SortableList as LazySortableList } from './SortableList';
import { SortableList } from './SortableListImpl';

interface Space { id: number; name: string }
const SPACES: Space[] = [{ id: 1, name: 'Bovenzaal' }, { id: 2, name: 'Serre' }, { id: 3, name: 'Kelder' }];

function Harness({ onReorder, disabled }: { onReorder: jest.Mock; disabled?: boolean }) {
  const [items, setItems] = useState(SPACES);
  return (
    <SortableList
      label="Uitgelichte locaties"
      items={items}
      getId={(s) => s.id}
      getLabel={(s) => s.name}
      renderItem={(s) => <span>{s.name}</span>}
      onReorder={(next) => {
        onReorder(next.map((s) => s.id));
        setItems(next);
      }}
      disabled={disabled}
    />
  );
}

const order = () => within(screen.getByRole('list', { name: 'Uitgelichte locaties' })).getAllByRole('listitem').map((li) => li.textContent?.replace(/[^A-Za-z]/g, ''));

describe('SortableList', () => {
  it('loads its drag-and-drop code on first use and then shows the list', async () => {
    renderWithProviders(
      <LazySortableList label="Uitgelichte locaties" items={SPACES} getId={(s) => s.id} getLabel={(s) => s.name} renderItem={(s) => <span>{s.name}</span>} onReorder={jest.fn()} />,
    );
    expect(await screen.findByRole('list', { name: 'Uitgelichte locaties' })).toBeInTheDocument();
    expect(order()).toEqual(['Bovenzaal', 'Serre', 'Kelder']);
  });

  it('shows the items in order with their positions and a labelled handle', () => {
    renderWithProviders(<Harness onReorder={jest.fn()} />);
    expect(order()).toEqual(['Bovenzaal', 'Serre', 'Kelder']);
    expect(screen.getByRole('button', { name: 'Serre verplaatsen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bovenzaal omhoog' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Kelder omlaag' })).toBeDisabled();
  });

  it('moves an item with the up and down buttons and reports the whole new order', async () => {
    const onReorder = jest.fn();
    renderWithProviders(<Harness onReorder={onReorder} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kelder omhoog' }));
    expect(onReorder).toHaveBeenLastCalledWith([1, 3, 2]);
    await userEvent.click(screen.getByRole('button', { name: 'Kelder omhoog' }));
    expect(onReorder).toHaveBeenLastCalledWith([3, 1, 2]);
    expect(order()).toEqual(['Kelder', 'Bovenzaal', 'Serre']);
    await userEvent.click(screen.getByRole('button', { name: 'Kelder omlaag' }));
    expect(onReorder).toHaveBeenLastCalledWith([1, 3, 2]);
  });

  it('reorders with the keyboard: space picks up, an arrow moves, space drops (dnd-kit keyboard sensor)', async () => {
    const onReorder = jest.fn();
    renderWithProviders(<Harness onReorder={onReorder} />, { locale: 'en' });
    // jsdom has no layout: give every row a box so the keyboard sensor can find the next one
    const rows = screen.getAllByTestId('sortable-item');
    rows.forEach((row, i) => {
      row.getBoundingClientRect = () => ({ x: 0, y: i * 50, top: i * 50, left: 0, bottom: i * 50 + 40, right: 300, width: 300, height: 40, toJSON: () => ({}) });
    });
    const handle = screen.getByRole('button', { name: 'Move Bovenzaal' });
    handle.getBoundingClientRect = rows[0].getBoundingClientRect;
    handle.focus();
    await act(async () => { fireEvent.keyDown(handle, { code: 'Space', key: ' ' }); });
    await act(async () => { fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowDown', key: 'ArrowDown' }); });
    await act(async () => { fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' }); });
    expect(onReorder).toHaveBeenLastCalledWith([2, 1, 3]);
    expect(order()).toEqual(['Serre', 'Bovenzaal', 'Kelder']);
  });

  it('Escape cancels a keyboard move', async () => {
    const onReorder = jest.fn();
    renderWithProviders(<Harness onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Bovenzaal verplaatsen' });
    handle.focus();
    await act(async () => { fireEvent.keyDown(handle, { code: 'Space', key: ' ' }); });
    await act(async () => { fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' }); });
    expect(onReorder).not.toHaveBeenCalled();
    expect(order()).toEqual(['Bovenzaal', 'Serre', 'Kelder']);
  });

  it('disabled: no handle or arrow works', () => {
    renderWithProviders(<Harness onReorder={jest.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Serre verplaatsen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Serre omhoog' })).toBeDisabled();
  });
});
