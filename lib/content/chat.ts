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
  /** The house open for stays: availability and booking. */
  booking: labelled(
    textSchema,
    'Asking to book a stay',
    typed('the buttons that ask about free dates and booking at the house open for stays'),
  ),
  /** The house open for stays: pricing and dates. */
  pricing: labelled(
    textSchema,
    'Asking the prices and dates',
    typed('the house page’s buttons about prices and dates'),
  ),
  /** A house in restoration: news of the work. */
  updates: labelled(
    textSchema,
    'Following a restoration',
    typed('the page of the house in restoration, by a guest who would like news of the work'),
  ),
  /** A house still a vision: interest in it. */
  vision: labelled(
    textSchema,
    'Interest in a house still a vision',
    typed('the page of the house still a vision, by a guest drawn to it'),
  ),
  /** The fixed quick message on the stay page's chat cards ('Speak with Host'). */
  quick: labelled(
    textSchema,
    'Quick message to the host',
    typed('Speak with Host on the stay page’s chat cards'),
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
