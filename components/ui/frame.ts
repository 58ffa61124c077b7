/**
 * Where a section sits, which decides its padding and rule: a full-width band of its own, or
 * one of the sections in a column beside a side panel ('first', 'ruled' and 'last' divide the
 * column with hairlines; 'panel' sections are spaced by their column and carry no padding).
 */
export type Frame = 'band' | 'first' | 'ruled' | 'last' | 'panel';

const columnClasses = {
  first: 'pb-14 sm:pb-20',
  ruled: 'border-t border-ink/10 py-14 sm:py-20',
  last: 'border-t border-ink/10 pt-14 sm:pt-20',
} as const;

/** The HeadedSection props for a frame. */
export function framed(frame: Frame = 'band'): {
  width?: 'full';
  block?: boolean;
  className?: string;
} {
  if (frame === 'band') return {};
  if (frame === 'panel') return { block: true };
  return { width: 'full', className: columnClasses[frame] };
}
