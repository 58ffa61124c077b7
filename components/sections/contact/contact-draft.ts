/**
 * The contact form's draft, kept in sessionStorage so a reload or an accidental navigation loses
 * nothing. It is an external store (read with useSyncExternalStore) so the server render and
 * hydration see the empty draft and the saved one follows without a hydration mismatch.
 */

export type ContactDraft = {
  name: string;
  email: string;
  purpose: string;
  message: string;
};

export const DRAFT_KEY = 'smriti:contact-draft';

export const EMPTY_DRAFT: ContactDraft = Object.freeze({
  name: '',
  email: '',
  purpose: '',
  message: '',
});

const FIELDS = ['name', 'email', 'purpose', 'message'] as const;

let current: ContactDraft | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  // Storage can be missing or throw (blocked cookies, some private modes): the form still works.
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whatever is stored is untrusted: keep only the four known string fields. */
export function parseDraft(raw: string | null): ContactDraft {
  if (!raw) return EMPTY_DRAFT;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return EMPTY_DRAFT;
    const record = data as Record<string, unknown>;
    const draft = { ...EMPTY_DRAFT };
    for (const field of FIELDS) {
      const value = record[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    return EMPTY_DRAFT;
  }
}

function isEmpty(draft: ContactDraft): boolean {
  return FIELDS.every((field) => draft[field] === '');
}

function emit() {
  for (const listener of listeners) listener();
}

export function getDraft(): ContactDraft {
  if (current === null) {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(DRAFT_KEY) ?? null;
    } catch {
      raw = null;
    }
    current = parseDraft(raw);
  }
  return current;
}

export function getServerDraft(): ContactDraft {
  return EMPTY_DRAFT;
}

export function subscribeDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Storage is written once typing pauses: serialising a long letter on every key made each
 * keystroke cost as much as the whole text (seconds at 1 MB). The field itself updates at once.
 */
export const DRAFT_SAVE_DELAY_MS = 400;

let pendingSave: ReturnType<typeof setTimeout> | undefined;
let flushOnHide = false;

function write(draft: ContactDraft) {
  try {
    const store = storage();
    if (isEmpty(draft)) store?.removeItem(DRAFT_KEY);
    else store?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Quota or privacy settings: the draft still lives in memory for this page.
  }
}

/** Writes a pending draft now (before a send, or as the tab is hidden or left). */
export function flushDraft() {
  if (pendingSave === undefined) return;
  clearTimeout(pendingSave);
  pendingSave = undefined;
  if (current) write(current);
}

function scheduleSave() {
  if (pendingSave !== undefined) clearTimeout(pendingSave);
  pendingSave = setTimeout(flushDraft, DRAFT_SAVE_DELAY_MS);
  if (!flushOnHide && typeof window !== 'undefined') {
    // A reload or a closed tab inside the pause must not lose the last words.
    flushOnHide = true;
    window.addEventListener('pagehide', flushDraft);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushDraft();
    });
  }
}

export function updateDraft(field: keyof ContactDraft, value: string) {
  const draft = getDraft();
  if (draft[field] === value) return;
  current = { ...draft, [field]: value };
  scheduleSave();
  emit();
}

export function clearDraft() {
  if (pendingSave !== undefined) clearTimeout(pendingSave);
  pendingSave = undefined;
  current = EMPTY_DRAFT;
  write(EMPTY_DRAFT);
  emit();
}

/** Tests only: forget the in-memory copy so the next read comes from storage, as after a reload. */
export function resetDraftMemory() {
  if (pendingSave !== undefined) clearTimeout(pendingSave);
  pendingSave = undefined;
  current = null;
}
