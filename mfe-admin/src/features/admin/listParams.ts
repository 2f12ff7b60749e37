import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** Spec section 9: lists show 20 rows per page. */
export const ADMIN_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

/** Page number from the `page` query (1 when missing or not a number). */
export function pageOf(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/**
 * The state of an admin list kept in the URL: the page (?page=), the search (?q=, applied 300 ms
 * after typing stops) and named filters (?status=..., each change back to page 1).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = params.get('q') ?? '';
  const page = pageOf(params);
  const [typed, setTypedState] = useState(search);
  // Only what the user typed goes into the URL: when the URL changes otherwise (another tab, back), the
  // list must not write its old search back and pull the page to where it was.
  const typedByUser = useRef(false);
  const setTyped = (value: string) => {
    typedByUser.current = true;
    setTypedState(value);
  };

  useEffect(() => {
    if (!typedByUser.current || typed.trim() === search) return undefined;
    const timer = setTimeout(() => {
      typedByUser.current = false;
      // the user went on to another page meanwhile (still loading, so this list is still shown):
      // writing the search now would pull the page back here
      if (window.location.pathname !== pathname) return;
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (typed.trim()) updated.set('q', typed.trim());
        else updated.delete('q');
        updated.delete('page');
        return updated;
      });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParams, pathname]);

  /** Sets (or with null removes) several filters in one URL change, back to page 1. */
  const setFilters = (values: Record<string, string | null>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [name, value] of Object.entries(values)) {
        if (value) updated.set(name, value);
        else updated.delete(name);
      }
      updated.delete('page');
      return updated;
    });
  const setFilter = (name: string, value: string | null) => setFilters({ [name]: value });

  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });

  return { page, search, typed, setTyped, filter: (name: string) => params.get(name), setFilter, setFilters, goTo };
}
