import { ArrowDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Action } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { ButtonLink, buttonClasses, type ButtonVariant } from './ButtonLink';
import { ChatButton } from './ChatButton';
import { InPageLink } from './InPageLink';

/**
 * How a button to a section of this page goes there: 'jump' like any link; 'scroll' glides
 * (at once under reduced motion) and points down, so the reader sees the page will move rather
 * than change.
 */
export type Anchors = 'jump' | 'scroll';

const isAnchor = (href: string): href is `#${string}` => href.startsWith('#');

/**
 * One call to action as a button: a chat opens in a new tab, a link opens its page. `children`
 * follow the label (words only a screen reader needs, say, or an arrow).
 */
export function ActionButton({
  action,
  edition,
  variant,
  anchors = 'jump',
  className,
  children,
}: {
  action: Action;
  edition: Edition;
  variant?: ButtonVariant;
  anchors?: Anchors;
  className?: string;
  children?: ReactNode;
}) {
  if ('chat' in action) {
    return (
      <ChatButton
        edition={edition}
        message={action.chat}
        line={action.line}
        variant={variant}
        className={className}
      >
        {action.label}
        {children}
      </ChatButton>
    );
  }
  const { href } = action;
  if (anchors === 'scroll' && isAnchor(href)) {
    return (
      <InPageLink href={href} className={buttonClasses(variant, className)}>
        {action.label}
        <ArrowDown aria-hidden="true" className="size-4" />
        {children}
      </InPageLink>
    );
  }
  return (
    <ButtonLink lang={edition.lang} href={href} variant={variant} className={className}>
      {action.label}
      {children}
    </ButtonLink>
  );
}
