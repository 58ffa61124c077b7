import { Mail, MessageCircle } from 'lucide-react';
import { ExternalAnchor } from '@/components/ui/ButtonLink';
import { pageNamed, type Edition } from '@/lib/content/editions';
import { findSection } from '@/lib/content/page-file';
import { mailHref } from '@/lib/content/site';
import { NewTabHint } from '@/components/ui/NewTabHint';
import { chatLink } from '@/lib/chat-link';

const linkClasses =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-clay-deep underline underline-offset-4 hover:text-clay';

/**
 * The form's stand-in where it cannot send: in a browser that runs no scripts, or when a send was
 * tapped and the form's script never arrived. It says so plainly and offers the ways that work
 * without it. (Not a <noscript>: a script that fails to load needs it too.)
 */
export function FormNeedsJavaScript({ edition }: { edition: Edition }) {
  const { texts } = edition;
  const { chat: chatMessages, site } = texts;
  const { noScript } = findSection(pageNamed(edition, 'contact'), 'contactForm');
  return (
    <div
      role="note"
      aria-labelledby="form-needs-js"
      className="w-full rounded-xl border border-clay/30 bg-linen p-5 shadow-sm sm:p-6"
    >
      <p id="form-needs-js" className="font-semibold text-ink">
        {noScript.title}
      </p>
      <p className="mt-2 text-ink-soft">{noScript.body}</p>
      <ul className="mt-3 space-y-1">
        <li>
          <ExternalAnchor href={mailHref(site.email)} className={linkClasses}>
            <Mail aria-hidden="true" className="size-4" />
            {noScript.email} {site.email}
          </ExternalAnchor>
        </li>
        <li>
          <ExternalAnchor
            href={chatLink(site.chat.stays, chatMessages.staycation)}
            className={linkClasses}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {noScript.chatStays}
            <NewTabHint edition={edition} chat />
          </ExternalAnchor>
        </li>
        <li>
          <ExternalAnchor
            href={chatLink(site.chat.restoration, chatMessages.restoreHome)}
            className={linkClasses}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {noScript.chatRestoration}
            <NewTabHint edition={edition} chat />
          </ExternalAnchor>
        </li>
      </ul>
    </div>
  );
}
