import { lazy, Suspense, type ReactElement } from 'react';
import { Spinner } from '@zaalplek/design-system/core';
import type { SortableListProps } from './SortableListImpl';

export type { SortableListProps } from './SortableListImpl';

// @dnd-kit loads with the first sortable list (staff pages), never with a guest's first page: the design
// system is one shared module, so a static import here would put it on every page's first load.
const Impl = lazy(() => import(/* webpackChunkName: "sortable-list" */ './SortableListImpl').then((m) => ({ default: m.SortableList as (p: SortableListProps<unknown>) => ReactElement })));

/** A list reordered by drag and drop or the keyboard (see SortableListImpl); its code loads on first use. */
export function SortableList<Item>(props: SortableListProps<Item>) {
  return (
    <Suspense fallback={<Spinner />}>
      <Impl {...(props as SortableListProps<unknown>)} />
    </Suspense>
  );
}
