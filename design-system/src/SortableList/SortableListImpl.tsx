import type { ReactNode } from 'react';
import {
  DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import styled from 'styled-components';
import { useDsIntl } from '@zaalplek/design-system/core';

export interface SortableListProps<Item> {
  /** Accessible name of the list. */
  label: string;
  items: Item[];
  getId: (item: Item) => string | number;
  /** Plain-text name of an item: the handle's and arrow buttons' labels and the screen-reader announcements. */
  getLabel: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** The whole list in its new order, after every move. */
  onReorder: (items: Item[]) => void;
  disabled?: boolean;
  className?: string;
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled.li<{ $dragging: boolean }>`
  display: grid;
  grid-template-columns: auto auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ $dragging }) => ($dragging ? '0 4px 12px rgba(0, 0, 0, 0.15)' : 'none')};
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 1 : 0)};
`;

const Handle = styled.button`
  all: unset;
  cursor: grab;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: 4px;
  line-height: 1;
  touch-action: none;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; }
  &:disabled { cursor: default; opacity: 0.4; }
`;

const Position = styled.span`
  min-width: 1.5em;
  text-align: right;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Arrows = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  & > button {
    all: unset;
    cursor: pointer;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
  }
  & > button:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; }
  & > button:disabled { cursor: default; opacity: 0.4; }
`;

interface RowProps {
  id: UniqueIdentifier;
  index: number;
  count: number;
  name: string;
  disabled: boolean;
  children: ReactNode;
  onMove: (from: number, to: number) => void;
}

function SortableRow({ id, index, count, name, disabled, children, onMove }: RowProps) {
  const intl = useDsIntl();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <Row ref={setNodeRef} $dragging={isDragging} style={{ transform: CSS.Transform.toString(transform), transition }} data-testid="sortable-item">
      <Handle
        ref={setActivatorNodeRef}
        type="button"
        disabled={disabled}
        {...attributes}
        {...listeners}
        aria-label={intl.formatMessage({ id: 'SortableList.handle', defaultMessage: '{name} verplaatsen' }, { name })}
      >
        ⠿
      </Handle>
      <Position aria-hidden="true">{index + 1}</Position>
      <div>{children}</div>
      <Arrows>
        <button
          type="button"
          disabled={disabled || index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={intl.formatMessage({ id: 'SortableList.up', defaultMessage: '{name} omhoog' }, { name })}
        >
          ↑
        </button>
        <button
          type="button"
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={intl.formatMessage({ id: 'SortableList.down', defaultMessage: '{name} omlaag' }, { name })}
        >
          ↓
        </button>
      </Arrows>
    </Row>
  );
}

/**
 * A list the user orders: drag an item by its handle (mouse or touch), or focus the handle, press
 * space, move with the arrow keys and drop with space (Escape cancels), or use the up/down buttons.
 * Controlled: every move reports the whole list in its new order through `onReorder`. Built on
 * @dnd-kit (pointer and keyboard sensors, screen-reader announcements in nl/en).
 */
export function SortableList<Item>({ label, items, getId, getLabel, renderItem, onReorder, disabled = false, className }: SortableListProps<Item>) {
  const intl = useDsIntl();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const indexOf = (id: UniqueIdentifier | undefined) => ids.findIndex((x) => x === id);
  const nameOf = (id: UniqueIdentifier) => {
    const i = indexOf(id);
    return i >= 0 ? getLabel(items[i]) : String(id);
  };

  const move = (from: number, to: number) => {
    if (from === to || from < 0 || to < 0 || to >= items.length) return;
    onReorder(arrayMove(items, from, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(indexOf(active.id), indexOf(over.id));
  };

  const position = (id: UniqueIdentifier | undefined) => indexOf(id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      intl.formatMessage({ id: 'SortableList.picked', defaultMessage: '{name} opgepakt, positie {position} van {count}.' }, { name: nameOf(active.id), position: position(active.id), count: items.length }),
    onDragOver: ({ active, over }) =>
      over ? intl.formatMessage({ id: 'SortableList.over', defaultMessage: '{name} naar positie {position} van {count}.' }, { name: nameOf(active.id), position: position(over.id), count: items.length }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? intl.formatMessage({ id: 'SortableList.dropped', defaultMessage: '{name} neergezet op positie {position} van {count}.' }, { name: nameOf(active.id), position: position(over.id), count: items.length }) : undefined,
    onDragCancel: ({ active }) => intl.formatMessage({ id: 'SortableList.cancelled', defaultMessage: 'Verplaatsen van {name} geannuleerd.' }, { name: nameOf(active.id) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: intl.formatMessage({
            id: 'SortableList.instructions',
            defaultMessage: 'Druk op spatie om op te pakken, verplaats met de pijltjestoetsen, zet neer met spatie; Escape annuleert.',
          }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <List aria-label={label} className={className}>
          {items.map((item, index) => {
            const id = getId(item);
            return (
              <SortableRow key={id} id={id} index={index} count={items.length} name={getLabel(item)} disabled={disabled} onMove={move}>
                {renderItem(item, index)}
              </SortableRow>
            );
          })}
        </List>
      </SortableContext>
    </DndContext>
  );
}
