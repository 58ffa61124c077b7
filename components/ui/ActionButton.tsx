import type { ReactNode } from 'react';
import type { Action } from '@/content/blocks';
import { ButtonLink, type ButtonVariant } from './ButtonLink';
import { ChatButton } from './ChatButton';

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
