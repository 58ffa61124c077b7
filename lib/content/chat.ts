import { z } from 'zod';
import { factSlots } from './fact-slots';
import { defaultLang, type Lang } from './languages';
import { loadPerLanguage } from './load-words';
import { textSchema } from './schema';

export const messagesSchema = z.object({
  /** Hero buttons and the navbar's 'Plan Your Stay'. */
  general: textSchema,
  /** Chaaya: availability and booking. */
  booking: textSchema,
  /** Chaaya: pricing and dates. */
  pricing: textSchema,
  /** SAN: follow the restoration. */
  sanUpdates: textSchema,
  /** Adhyatmic House: interest in the vision. */
  vision: textSchema,
  /** The fixed quick message on Chaaya's chat cards ('Speak with Host'). */
  chaayaQuick: textSchema,
  /** Contact path cards. */
  staycation: textSchema,
  restoreHome: textSchema,
});

export type ChatMessageKey = keyof z.output<typeof messagesSchema>;

export const chatMessagesIn: (lang: Lang) => Readonly<Record<ChatMessageKey, string>> =
  loadPerLanguage('content/chat.yaml', messagesSchema, factSlots);
export const chatMessages = chatMessagesIn(defaultLang);
