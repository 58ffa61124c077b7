import { expect, type Page } from '@playwright/test';
import type { ChatMessageKey } from '../../../lib/content/chat';
import { chatUrl, ENCODED_TEXT } from './chat-urls';
import type { EditionView } from './edition';
import { defaultEdition } from '../../../lib/content/editions';

const { chat: chatMessages } = defaultEdition.texts;

/** Any letter of the Devanagari script (Hindi's). */
export const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The chat address a button with this message must carry in the edition under test: English's
 * is the one pinned in chat-urls.ts; another edition's carries its own words
 * (`ed.texts.chat`), percent-encoded the way the pinned English ones are (checked against them
 * first, so the encoding is not merely the site's own agreeing with itself). A Hindi text must be
 * written in Devanagari: an English message left on a Hindi page fails here.
 */
export function chatUrlIn(ed: EditionView, number: string, message?: ChatMessageKey): string {
  if (!message || ed.lang === 'en') return chatUrl(number, message);
  if (encodeURIComponent(chatMessages[message]) !== ENCODED_TEXT[message]) {
    throw new Error(`edition-chat.ts: the encoding disagrees with the pinned ${message} text`);
  }
  const text = ed.texts.chat[message];
  expect(text, `the ${ed.lang} ${message} chat text is written in Devanagari`).toMatch(DEVANAGARI);
  return `${chatUrl(number)}?text=${encodeURIComponent(text)}`;
}

/** The prefilled text of a wa.me address, decoded (null when it has none). */
export function chatText(href: string): string | null {
  const query = /^https:\/\/wa\.me\/\d+\?text=(.*)$/.exec(href)?.[1];
  return query === undefined ? null : decodeURIComponent(query);
}

/**
 * Every chat link on the page (hidden ones included) says one of the edition's own chat messages,
 * or, where `also` allows it, one of those texts; in Hindi, each in Devanagari. Returns how many
 * prefilled links there were, so a caller can insist there were some.
 */
export async function expectChatLinksInEdition(
  page: Page,
  ed: EditionView,
  also: readonly string[] = [],
): Promise<number> {
  const hrefs = await page
    .locator('a[href^="https://wa.me/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const allowed = [...Object.values(ed.texts.chat), ...also];
  let prefilled = 0;
  for (const href of hrefs) {
    const text = chatText(href);
    if (text === null) continue;
    prefilled++;
    expect(allowed, `${href} says one of the ${ed.lang} edition's chat texts`).toContain(text);
    if (ed.lang === 'hi') expect(text, href).toMatch(DEVANAGARI);
  }
  return prefilled;
}
