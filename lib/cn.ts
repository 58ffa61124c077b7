import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class lists; a later Tailwind class wins over an earlier one of the same kind (a caller's
 * `className` over a widget's default). Server components merge at build time, for free. In the
 * browser tailwind-merge costs 8.6 KiB and about 50 ms at a 4× slower processor, so the islands on
 * every page join with clsx alone and write lists that never conflict; only the form islands,
 * whose field states override their defaults, use this (tests/unit/island-weight.test.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
