import { cn } from '@/lib/cn';
import { controlFrameClasses } from './formField';

/*
 * What the native select and the enhanced menu share. It lives apart from both so that the lazily
 * imported menu never imports the module that imports it.
 */

export type SelectOption = { value: string; label: string };

export type SelectProps = {
  /** Id of the trigger, so a <label htmlFor> names it. */
  id: string;
  /** Form field name: both forms of the control submit their value under it. */
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Options; the one whose value is '' is the unchosen state and doubles as the placeholder. */
  options: readonly SelectOption[];
  disabled?: boolean;
  'aria-describedby'?: string;
  className?: string;
};

export const selectTriggerClasses = cn(
  'flex min-h-12 w-full items-center justify-between gap-3 px-4 py-2.5 text-left',
  controlFrameClasses,
);
