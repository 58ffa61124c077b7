// Types for focus.mjs, so lib/content/images.ts, scripts/make-images.mjs and the unit tests share one parser.

export type FocusKeyword = 'center' | 'top' | 'bottom' | 'left' | 'right';
export interface Focus {
  /** The keyword given, or null for percentages. */
  keyword: FocusKeyword | null;
  /** 0 keeps the left edge, 1 the right edge. */
  x: number;
  /** 0 keeps the top edge, 1 the bottom edge. */
  y: number;
}
export const FOCUS_KEYWORDS: Readonly<Record<FocusKeyword, { x: number; y: number }>>;
export const FOCUS_HINT: string;
export function parseFocus(value: unknown): Focus | null;
