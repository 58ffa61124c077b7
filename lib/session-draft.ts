/**
 * A form draft kept in sessionStorage, so a reload or an accidental navigation loses nothing.
 * It is an external store (read with useSyncExternalStore): the server render and hydration see
 * the defaults and the saved draft follows without a hydration mismatch. Every field is a string
 * (what inputs hold); anything stored is untrusted and read back field by field.
 *
 * The in-memory copy changes at once; storage is written once typing pauses. Serialising a long
 * letter on every key made each keystroke cost as much as the whole text (seconds at 1 MB).
 */

/** How long typing must pause before the draft is written to storage. */
export const DRAFT_SAVE_DELAY_MS = 400;

export type DraftStore<T extends Record<string, string>> = {
  readonly key: string;
  readonly defaults: T;
  /** Keeps only the known string fields of a stored value; defaults for the rest. */
  parse(raw: string | null): T;
  get(): T;
  getServer(): T;
  subscribe(listener: () => void): () => void;
  update<K extends keyof T>(field: K, value: T[K]): void;
  /** Several fields at once (one write, one notification). */
  merge(values: Partial<T>): void;
  /** Writes a pending draft now (before a send, or as the tab is hidden or left). */
  flush(): void;
  clear(): void;
  /** Tests only: forget the in-memory copy so the next read comes from storage, as after a reload. */
  resetMemory(): void;
};

function storage(): Storage | null {
  // Storage can be missing or throw (blocked cookies, some private modes): the form still works.
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function createDraftStore<T extends Record<string, string>>(
  key: string,
  defaults: T,
): DraftStore<T> {
  const frozen: T = Object.freeze({ ...defaults });
  const fields = Object.keys(frozen) as (keyof T)[];
  let current: T | null = null;
  const listeners = new Set<() => void>();

  function parse(raw: string | null): T {
    if (!raw) return frozen;
    try {
      const data: unknown = JSON.parse(raw);
      if (typeof data !== 'object' || data === null) return frozen;
      const record = data as Record<string, unknown>;
      const draft: T = { ...frozen };
      for (const field of fields) {
        const value = record[field as string];
        if (typeof value === 'string') draft[field] = value as T[keyof T];
      }
      return draft;
    } catch {
      return frozen;
    }
  }

  function get(): T {
    if (current === null) {
      let raw: string | null = null;
      try {
        raw = storage()?.getItem(key) ?? null;
      } catch {
        raw = null;
      }
      current = parse(raw);
    }
    return current;
  }

  let pending: ReturnType<typeof setTimeout> | undefined;
  let flushOnHide = false;

  function write(next: T) {
    try {
      const store = storage();
      if (fields.every((f) => next[f] === frozen[f])) store?.removeItem(key);
      else store?.setItem(key, JSON.stringify(next));
    } catch {
      // Quota or privacy settings: the draft still lives in memory for this page.
    }
  }

  function cancelPending() {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
  }

  function flush() {
    if (pending === undefined) return;
    cancelPending();
    if (current) write(current);
  }

  function schedule() {
    cancelPending();
    pending = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    if (!flushOnHide && typeof window !== 'undefined') {
      // A reload or a closed tab inside the pause must not lose the last words.
      flushOnHide = true;
      window.addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') flush();
      });
    }
  }

  function save(next: T, { now = false } = {}) {
    current = next;
    if (now) {
      cancelPending();
      write(next);
    } else {
      schedule();
    }
    for (const listener of listeners) listener();
  }

  return {
    key,
    defaults: frozen,
    parse,
    get,
    getServer: () => frozen,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    update(field, value) {
      const draft = get();
      if (draft[field] === value) return;
      save({ ...draft, [field]: value });
    },
    merge(values) {
      const draft = get();
      const next: T = { ...draft };
      let changed = false;
      for (const field of fields) {
        const value = values[field];
        if (value !== undefined && value !== draft[field]) {
          next[field] = value;
          changed = true;
        }
      }
      if (changed) save(next);
    },
    flush,
    clear: () => save(frozen, { now: true }),
    resetMemory() {
      cancelPending();
      current = null;
    },
  };
}
