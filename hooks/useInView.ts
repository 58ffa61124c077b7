'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is (nearly) on screen. Starts true, so where IntersectionObserver never
 * reports (old browsers, tests) nothing is held back; display:none counts as out of view.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', once = false }: { rootMargin?: string; once?: boolean } = {},
  initial = true,
): boolean {
  const [inView, setInView] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        setInView(entry.isIntersecting);
        if (once && entry.isIntersecting) io.disconnect();
      },
      { rootMargin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, rootMargin, once]);
  return inView;
}
