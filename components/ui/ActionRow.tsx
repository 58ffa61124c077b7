import type { ReactNode } from 'react';
import type { ChatMessageKey } from '@/content/chat';
import type { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { ButtonLink, type ButtonVariant } from './ButtonLink';
import { ChatButton } from './ChatButton';

/** A call to action as content writes it: a page to open, or a chat with a prefilled message. */
export type Action =
  | { readonly label: string; readonly href: string }
  | {
      readonly label: string;
      readonly chat: ChatMessageKey;
      readonly line?: keyof typeof site.chat;
    };

/**
 * One call to action as a button: a chat opens in a new tab, a link opens its page. `children`
 * follow the label (words only a screen reader needs, say).
 */
export function ActionButton({
  action,
  variant,
  className,
  children,
}: {
  action: Action;
  variant?: ButtonVariant;
  className?: string;
  children?: ReactNode;
}) {
  return 'chat' in action ? (
    <ChatButton message={action.chat} line={action.line} variant={variant} className={className}>
      {action.label}
      {children}
    </ChatButton>
  ) : (
    <ButtonLink href={action.href} variant={variant} className={className}>
      {action.label}
      {children}
    </ButtonLink>
  );
}

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
