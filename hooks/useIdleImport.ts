'use client';

import { useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Loads a module once the browser is idle after hydration. For chrome that no visitor needs in
 * the first second (toasts, tooltips): it stays out of the scripts the HTML loads up front.
 * `load` must be a stable, module-level function.
 */
export function useIdleImport<T>(load: () => Promise<T>): T | null {
  const [mod, setMod] = useState<T | null>(null);
  useEffect(() => {
    let cancelled = false;
    const w = window as IdleWindow;
    const start = () => {
      void load().then((m) => {
        if (!cancelled) setMod(() => m);
      });
    };
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(start, { timeout: 1500 });
      return () => {
        cancelled = true;
        w.cancelIdleCallback?.(id);
      };
    }
    const id = window.setTimeout(start, 200);
    return () => {
      cancelled = true;
      window.clearTimeout(id);
    };
  }, [load]);
  return mod;
}
