'use client';

import { useEffect, useState, type RefObject } from 'react';

export type NearImport<T> = {
  mod: T | null;
  /** Focus was inside the element when the module arrived: the island should take it over. */
  hadFocus: boolean;
};

const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Loads an island's module (a dynamic `import()`, so it is a chunk the HTML does not reference)
 * only when a visitor is about to need it: when the element comes within `rootMargin` of the
 * viewport (its `<section>`, or the element itself outside one), on the first pointer, focus or
 * key event there, or at once when
 * `now()` says the visit is about it (a deep link). Whichever comes first; then never again.
 * `load` and `now` must be stable, module-level functions.
 */
export function useImportWhenNear<T>(
  ref: RefObject<Element | null>,
  load: () => Promise<T>,
  { rootMargin = '600px', now }: { rootMargin?: string; now?: () => boolean } = {},
): NearImport<T> {
  const [state, setState] = useState<NearImport<T>>({ mod: null, hadFocus: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let started = false;
    let cancelled = false;
    const zone = el.closest('section') ?? el;
    const cleanup = () => {
      io?.disconnect();
      for (const type of INTERACTIONS) zone.removeEventListener(type, start, true);
    };
    function start() {
      if (started) return;
      started = true;
      cleanup();
      void load().then((mod) => {
        if (cancelled) return;
        const hadFocus = el?.contains(document.activeElement) ?? false;
        setState({ mod, hadFocus });
      });
    }
    const io =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
            rootMargin,
          });
    for (const type of INTERACTIONS) zone.addEventListener(type, start, true);
    if (!io || now?.()) start();
    else io.observe(zone);
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [ref, load, rootMargin, now]);
  return state;
}
