import type { Action } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { cn } from '@/lib/cn';
import { ActionButton, type Anchors } from './ActionButton';
import type { ButtonVariant } from './ButtonLink';

/** The first button and the rest, by what they sit on. */
const variantsOn = {
  light: ['primary', 'secondary'],
  dark: ['primary', 'outlineLight'],
  clay: ['light', 'outlineLight'],
} as const satisfies Record<string, readonly [ButtonVariant, ButtonVariant]>;

/** The variant of the `i`th button in a row on `on`: the first leads, the others step back. */
export const actionVariant = (on: keyof typeof variantsOn, i: number): ButtonVariant =>
  variantsOn[on][i === 0 ? 0 : 1];

/**
 * A row of calls to action: the first one leads, the others step back. Stacked on phones, so
 * every button is a full, easy target; side by side from `sm`, unless `stacked` (a narrow side
 * panel keeps them one under another at every width).
 */
export function ActionRow({
  actions,
  edition,
  on = 'light',
  align = 'start',
  anchors,
  stacked = false,
  className,
}: {
  actions: readonly Action[];
  edition: Edition;
  on?: keyof typeof variantsOn;
  align?: 'start' | 'center';
  anchors?: Anchors;
  stacked?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-3',
        !stacked && 'sm:flex-row',
        align === 'center' && 'items-center justify-center',
        className,
      )}
    >
      {actions.map((action, i) => (
        <ActionButton
          edition={edition}
          key={action.label}
          action={action}
          variant={actionVariant(on, i)}
          anchors={anchors}
        />
      ))}
    </div>
  );
}
