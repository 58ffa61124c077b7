'use client';

import { useMediaQuery } from './useMediaQuery';

/** Live prefers-reduced-motion: reduce; false while server rendering. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
