import { z } from 'zod';
import { labelled, textSchema } from './schema';

/** Every message: what a guest finds typed for them when the chat opens. */
const typed = (where: string) =>
  `Already typed for the guest when the chat opens from ${where}; they may change it before sending.`;

export const messagesSchema = z.object({
  /** Hero buttons and the navbar's 'Plan Your Stay'. */
  general: labelled(
    textSchema,
    'Message for a general question',
    typed('the big buttons at the top of the home page or the menu’s Plan Your Stay'),
  ),
  /** Chaaya: availability and booking. */
  booking: labelled(
    textSchema,
    'Asking to book Chaaya',
    typed('the buttons that ask about free dates and booking at Chaaya'),
  ),
  /** Chaaya: pricing and dates. */
  pricing: labelled(
    textSchema,
    'Asking Chaaya’s prices and dates',
    typed('the Chaaya page’s buttons about prices and dates'),
  ),
  /** SAN: follow the restoration. */
  sanUpdates: labelled(
    textSchema,
    'Following SAN’s restoration',
    typed('SAN’s page, by a guest who would like news of the restoration'),
  ),
  /** Adhyatmic House: interest in the vision. */
  vision: labelled(
    textSchema,
    'Interest in Awoka',
    typed('Awoka’s page, by a guest drawn to the Adhyatmic House'),
  ),
  /** The fixed quick message on Chaaya's chat cards ('Speak with Host'). */
  chaayaQuick: labelled(
    textSchema,
    'Quick message to Chaaya’s host',
    typed('Speak with Host on Chaaya Homestay’s chat cards'),
  ),
  /** Contact path cards. */
  staycation: labelled(
    textSchema,
    'Asking about a staycation',
    typed('the contact page’s staycation card'),
  ),
  restoreHome: labelled(
    textSchema,
    'Restoring a family home',
    typed('the contact page’s restoration card, by a family with an old home to restore'),
  ),
});

export type ChatMessageKey = keyof z.output<typeof messagesSchema>;
