import type { Page } from '@playwright/test';
import type { ChatMessageKey } from '../../lib/content/chat';
import { formatFeet } from '../../lib/content/facts';
import type { EditionView } from './support/edition';
import { chatUrlIn } from './support/edition-chat';
import { defaultEdition } from '../../lib/content/editions';

const { site } = defaultEdition.texts;

export type ChatLinkSeen = { label: string; href: string; newTab: boolean; note: boolean };

/**
 * Every chat link in <main>, in document order, hidden tab panels included; `note` says whether
 * it ends with what every ChatButton appends for screen readers, in the edition's words
 * ('(opens a chat in a new tab)').
 */
export function chatLinksInMain(page: Page, ed: EditionView): Promise<ChatLinkSeen[]> {
  return page.evaluate((note) => {
    return Array.from(
      document.querySelectorAll<HTMLAnchorElement>('main a[href^="https://wa.me/"]'),
    ).map((a) => {
      const text = (a.textContent ?? '').replace(/\s+/g, ' ').trim();
      return {
        label: text.replace(note, '').trim(),
        href: a.getAttribute('href') ?? '',
        newTab: a.target === '_blank' && /noopener/.test(a.rel),
        note: text.endsWith(note),
      };
    });
  }, ed.texts.interface.newTab.chat);
}

/** The chat link a button with this message must carry (first chat number, as content says). */
export const expectedChat = (
  ed: EditionView,
  label: string,
  message: ChatMessageKey,
): ChatLinkSeen => ({
  label,
  href: chatUrlIn(ed, site.chat.stays, message),
  newTab: true,
  note: true,
});

/** An elevation as the edition writes it ('2,800 ft', '2,800 फ़ुट'). */
export const feetIn = (ed: EditionView, ft: number) => formatFeet(ft, ed.lang);

/**
 * The text of <main> as a reader of the HTML gets it: hidden tab panels in, scripts out (and the
 * parts matching `skip`, when given).
 */
export function mainText(page: Page, skip = 'script, style, noscript'): Promise<string> {
  return page.evaluate((skipped) => {
    const walker = document.createTreeWalker(
      document.querySelector('main') ?? document.body,
      NodeFilter.SHOW_TEXT,
      {
        acceptNode: (n) =>
          n.parentElement?.closest(skipped) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
      },
    );
    const parts: string[] = [];
    while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
    return parts.join(' ').replace(/\s+/g, ' ');
  }, skip);
}

/** Normalised text of each item of a list, found by the name of the group that holds it. */
export async function listItems(page: Page, name: string): Promise<string[]> {
  const texts = await page
    .getByRole('group', { name, exact: true })
    .getByRole('listitem')
    .allTextContents();
  return texts.map((t) => t.replace(/\s+/g, ' ').trim());
}
