import type { Action } from '@/content/blocks';
import { ButtonLink, type ButtonVariant } from './ButtonLink';
import { ChatButton } from './ChatButton';

/** One call to action as content writes it, drawn as a button on its own (no row around it). */
export function ActionButton({
  action,
  variant,
  className,
}: {
  action: Action;
  variant?: ButtonVariant;
  className?: string;
}) {
  return 'chat' in action ? (
    <ChatButton message={action.chat} line={action.line} variant={variant} className={className}>
      {action.label}
    </ChatButton>
  ) : (
    <ButtonLink href={action.href} variant={variant} className={className}>
      {action.label}
    </ButtonLink>
  );
}
