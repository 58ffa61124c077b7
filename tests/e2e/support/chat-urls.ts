import type { ChatMessageKey } from '../../../lib/content/chat';
import { defaultEdition } from '../../../lib/content/editions';

const { chat: chatMessages } = defaultEdition.texts;

/**
 * Chat addresses as a visitor's browser must receive them, written out (not rebuilt with the
 * site's own link builder, which would agree with itself whatever it does). The numbers are the
 * owner's and come from content/; the prefilled texts are pinned here already percent-encoded.
 */
export const ENCODED_TEXT: Record<ChatMessageKey, string> = {
  general:
    "Namaste!%20I'd%20love%20to%20know%20more%20about%20your%20sanctuaries%20and%20heritage%20properties.%20Could%20you%20share%20more%20details%3F",
  booking:
    "Namaste!%20I'd%20like%20to%20know%20about%20availability%20and%20booking%20details%20for%20a%20stay%20at%20Chaaya%20Homestay.",
  pricing:
    'Namaste!%20Could%20you%20share%20the%20pricing%20and%20the%20dates%20available%20for%20a%20stay%20at%20Chaaya%3F',
  updates:
    "Namaste!%20I'd%20love%20to%20receive%20project%20updates%20on%20SAN%2C%20the%20farmstay%20being%20restored%20in%20the%20river%20valley.",
  vision:
    'Namaste!%20I%20feel%20drawn%20to%20the%20Adhyatmic%20House%20and%20would%20like%20to%20share%20my%20interest%20in%20the%20vision.',
  quick:
    'Hi!%20I%20found%20Chaaya%20Homestay%20on%20your%20website%20and%20would%20like%20to%20plan%20a%20stay.',
  staycation:
    "Namaste!%20I'd%20like%20to%20enquire%20about%20a%20staycation%20at%20one%20of%20your%20sanctuaries.",
  restoreHome:
    'Namaste!%20I%20care%20for%20an%20old%20family%20home%20and%20would%20like%20to%20talk%20about%20restoring%20it%20together.',
};

/**
 * A text as a wa.me link carries it: its UTF-8 bytes percent-encoded, all but the characters
 * URLs leave alone (RFC 3986 unreserved, and `!*'()` as browsers keep them). Written out here
 * for the same reason as the pinned texts, and checked against them before it is used.
 */
export function encodeChatText(text: string): string {
  return [...new TextEncoder().encode(text)]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.!~*'()]/.test(c)
        ? c
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/**
 * https://wa.me/<the number's digits>, optionally with a prefilled text: English's pinned one,
 * or, given an edition's chat texts (`ed.texts.chat`), that edition's.
 */
export function chatUrl(
  number: string,
  message?: ChatMessageKey,
  texts?: Readonly<Record<ChatMessageKey, string>>,
): string {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  if (!message) return base;
  if (!texts || texts === chatMessages) return `${base}?text=${ENCODED_TEXT[message]}`;
  // The encoder must write English exactly as pinned before it is trusted with another language.
  if (encodeChatText(chatMessages[message]) !== ENCODED_TEXT[message]) {
    throw new Error(`chat-urls.ts: encodeChatText disagrees with the pinned ${message} text`);
  }
  return `${base}?text=${encodeChatText(texts[message])}`;
}
