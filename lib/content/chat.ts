import { z } from 'zod';
import { parseContent, textSchema } from './schema';

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

export const chatMessages = parseContent('content/chat.ts', messagesSchema, {
  general:
    "Namaste! I'd love to know more about your sanctuaries and heritage properties. Could you share more details?",
  booking:
    "Namaste! I'd like to know about availability and booking details for a stay at Chaaya Homestay.",
  pricing: 'Namaste! Could you share the pricing and the dates available for a stay at Chaaya?',
  sanUpdates:
    "Namaste! I'd love to receive project updates on SAN, the farmstay being restored in the river valley.",
  vision:
    'Namaste! I feel drawn to the Adhyatmic House and would like to share my interest in the vision.',
  chaayaQuick: 'Hi! I found Chaaya Homestay on your website and would like to plan a stay.',
  staycation: "Namaste! I'd like to enquire about a staycation at one of your sanctuaries.",
  restoreHome:
    'Namaste! I care for an old family home and would like to talk about restoring it together.',
});
