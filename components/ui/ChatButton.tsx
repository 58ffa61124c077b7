import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChatMessageKey } from '@/lib/content/chat';
import type { Edition } from '@/lib/content/editions';
import type { Site } from '@/lib/content/site';
import { chatLink } from '@/lib/chat-link';
import { ButtonLink, type ButtonVariant } from './ButtonLink';
import { NewTabHint } from './NewTabHint';

type ChatButtonProps = {
  /** The page's edition: the message is written in its words. */
  edition: Edition;
  /** Which prefilled message the chat opens with. */
  message: ChatMessageKey;
  /** Which chat number; the first (stays) unless said otherwise. */
  line?: keyof Site['chat'];
  variant?: ButtonVariant;
  icon?: boolean;
  className?: string;
  children: ReactNode;
};

/** Every 'chat with us' button on the site: wa.me, prefilled text, new tab. */
export function ChatButton({
  edition,
  message,
  line = 'stays',
  variant = 'primary',
  icon = true,
  className,
  children,
}: ChatButtonProps) {
  const { chat, site } = edition.texts;
  return (
    <ButtonLink
      lang={edition.lang}
      href={chatLink(site.chat[line], chat[message])}
      variant={variant}
      className={className}
    >
      {icon ? <MessageCircle aria-hidden="true" className="size-4" /> : null}
      {children}
      <NewTabHint edition={edition} chat />
    </ButtonLink>
  );
}
