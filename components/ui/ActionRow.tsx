import type { Action } from '@/content/blocks';
import { cn } from '@/lib/cn';
import { ActionButton } from './ActionButton';
import type { ButtonVariant } from './ButtonLink';

/** The first button and the rest, by what they sit on. */
const variantsOn = {
  light: ['primary', 'secondary'],
  dark: ['primary', 'outlineLight'],
  clay: ['light', 'outlineLight'],
} as const satisfies Record<string, readonly [ButtonVariant, ButtonVariant]>;

/**
 * A row of calls to action: the first one leads, the others step back. Stacked on phones, so
 * every button is a full, easy target; side by side from `sm`.
 */
export function ActionRow({
  actions,
  on = 'light',
  align = 'start',
  className,
}: {
  actions: readonly Action[];
  on?: keyof typeof variantsOn;
  align?: 'start' | 'center';
  className?: string;
}) {
  const [lead, rest] = variantsOn[on];
  return (
    <div
      className={cn(
        'flex flex-col gap-3 sm:flex-row',
        align === 'center' && 'items-center justify-center',
        className,
      )}
    >
      {actions.map((action, i) => (
        <ActionButton key={action.label} action={action} variant={i === 0 ? lead : rest} />
      ))}
    </div>
  );
}
