import { cn } from '@/lib/cn';

/*
 * How a form control looks, in one place for the contact form, the stay request and the select.
 * A guest who has filled one form should recognise the other: the same frame, the same hover and
 * focus, the same mark on a field that needs fixing. Plain strings rather than a component, so
 * each form keeps its own element, ref and handlers.
 */

/** Frame, hover, focus, disabled and invalid states every control shares. */
export const controlFrameClasses =
  'rounded-lg border border-ink/20 bg-linen text-ink transition-colors hover:border-ink/40 focus-visible:border-clay disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-clay-deep aria-invalid:bg-clay-soft/15';

/**
 * `roomy` for a form that has the page to itself (contact); `compact` for one in a side panel
 * (the stay request), where every field still keeps a 44 px target.
 */
export type FieldDensity = 'roomy' | 'compact';

const fieldPadding: Record<FieldDensity, string> = {
  roomy: 'px-4 py-2.5',
  compact: 'px-3 py-2',
};

const labelGap: Record<FieldDensity, string> = {
  roomy: 'mb-2',
  compact: 'mb-1.5',
};

/** A text field, text area or native select. */
export function fieldClasses(density: FieldDensity = 'roomy', className?: string): string {
  return cn(
    'block min-h-11 w-full placeholder:text-ink-soft/80',
    controlFrameClasses,
    fieldPadding[density],
    className,
  );
}

/** The label above a field. */
export function labelClasses(density: FieldDensity = 'roomy'): string {
  return cn('block font-semibold text-ink', labelGap[density]);
}
