// The home page's three reads (the CMS page, the top spaces, the testimonials per role), without
// the client-side store: the home page is the first load of most visits, and RTK Query with its
// store (about 25 KiB compressed) would be a sixth of it. Each answer is kept per locale for the
// visit and asked for once however many components want it; a home page shown again shows it at
// once and asks afresh in the background (staff change the highlighted order, the testimonials and
// the page in the admin area and content editor), and `refetch` asks again after an error.
// The other content pages keep RTK Query (mfe-content's api.ts); its top-spaces endpoint is in homeApi.ts.
import { useCallback, useSyncExternalStore } from 'react';
import { graphqlRequest } from '@zaalplek/platform';
import { FeedbacksDocument, HomeDocument, TopSpacesDocument } from '../../generated/graphql';
import type { CmsPage, Feedback, FeedbackRole, SpaceCardData } from './types';

interface Entry {
  state: ReadState<unknown>;
  listeners: Set<() => void>;
}

export interface ReadState<T> {
  data: T | undefined;
  isLoading: boolean;
  isError: boolean;
}

const LOADING: ReadState<never> = { data: undefined, isLoading: true, isError: false };
const entries = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: LOADING, listeners: new Set() };
    entries.set(key, entry);
  }
  return entry;
}

function settle(key: string, state: ReadState<unknown>) {
  const entry = entryOf(key);
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

const started = new Set<string>();

/** Asks the API once per key (again after an error when `force`). */
function load<T>(key: string, read: () => Promise<T>, force = false) {
  if (started.has(key) && !force) return;
  started.add(key);
  if (force) settle(key, LOADING);
  read().then(
    (data) => settle(key, { data, isLoading: false, isError: false }),
    () => settle(key, { data: undefined, isLoading: false, isError: true }), // asked again only by refetch
  );
}

/** How each key is read, to ask again when the home page is shown again. */
const readers = new Map<string, () => Promise<unknown>>();

/**
 * The home page shown again: every answer it showed before is asked for afresh, staying on screen
 * until the new one arrives (called once per mount of the page; nothing to do on its first mount).
 */
export function revalidateHomeReads(): void {
  for (const [key, read] of readers) {
    const entry = entries.get(key);
    if (!entry || entry.state.isLoading) continue;
    read().then(
      (data) => settle(key, { data, isLoading: false, isError: false }),
      () => undefined, // what was shown stays
    );
  }
}

function useRead<T>(key: string, read: () => Promise<T>): ReadState<T> & { refetch: () => void } {
  readers.set(key, read);
  load(key, read); // started during render so the three reads leave together, before any effect
  const subscribe = useCallback(
    (listener: () => void) => {
      const entry = entryOf(key);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [key],
  );
  const getState = () => entryOf(key).state as ReadState<T>;
  const state = useSyncExternalStore(subscribe, getState, getState);
  return { ...state, refetch: () => load(key, read, true) };
}

// `locale` is part of every key: the platform's request sends the page's locale as X-Locale.
/** `preview`: the token of the content editor's preview link (`?preview=`): the home page's draft. */
export function useHomePage(locale: string, preview?: string | null) {
  return useRead(`home:${locale}:${preview ?? ''}`, () =>
    graphqlRequest(HomeDocument, preview ? { preview: true, preview_token: preview } : {}).then((d) => d.home as CmsPage | null),
  );
}

export function useTopSpaces(locale: string) {
  return useRead(`top-spaces:${locale}`, () => graphqlRequest(TopSpacesDocument, {}).then((d) => (d.get_top_spaces ?? []) as SpaceCardData[]));
}

export function useFeedbacks(locale: string, userRole: FeedbackRole) {
  return useRead(`feedbacks:${locale}:${userRole}`, () =>
    graphqlRequest(FeedbacksDocument, { user_role: userRole }).then((d) => (d.get_all_feedbacks ?? []) as Feedback[]),
  );
}

/** Tests start every page with nothing read. */
export function resetHomeReads(): void {
  entries.clear();
  started.clear();
  readers.clear();
}
