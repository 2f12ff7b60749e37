// Wizard progress kept in localStorage (spec 4: "progress is kept locally"); one draft per wizard.
export const DRAFT_KEYS = {
  organisation: 'zaalplek.hostDraft.organisation',
  venue: 'zaalplek.hostDraft.venue',
  space: 'zaalplek.hostDraft.space',
} as const;
export type DraftKind = keyof typeof DRAFT_KEYS;

export interface Draft<T> {
  step: string;
  values: T;
  /** Ids created so far (venue_id once MAIN is stored, space_id once DETAILS is stored). */
  ids?: Record<string, number>;
  savedAt: string;
}

export function loadDraft<T>(kind: DraftKind): Draft<T> | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_KEYS[kind]);
    return raw ? (JSON.parse(raw) as Draft<T>) : null;
  } catch {
    return null;
  }
}

export function saveDraft<T>(kind: DraftKind, draft: Omit<Draft<T>, 'savedAt'>): void {
  try {
    window.localStorage.setItem(DRAFT_KEYS[kind], JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    /* storage full or blocked: the wizard still works, it just cannot be restored */
  }
}

export function clearDraft(kind: DraftKind): void {
  window.localStorage.removeItem(DRAFT_KEYS[kind]);
}
