import { z } from 'zod';
import { labelled } from './schema';
import { template, word } from './sentences';

/*
 * content/reply.yaml (Hindi: reply.hi.yaml): the family's reply page at /admin/reply/. Its labels,
 * read in the language the family chooses on the page, and the confirmation it writes, in the
 * guest's language. `{slots}` are filled by lib/stay-reply.ts.
 */

const label = (title: string, description: string) => labelled(word, title, description);

export const replySchema = z.object({
  title: label('Reply page: title', 'The heading of the reply page and the name of its tab.'),
  lead: label(
    'Reply page: what it does',
    'The line under the heading, saying what to paste and what the page gives back.',
  ),
  pageLanguage: label(
    'Reply page: language switch',
    'Read by screen readers on the buttons that show this page in another language.',
  ),
  input: label(
    'Paste box: label',
    "The label of the box where the family pastes the guest's message or types its reference.",
  ),
  inputHint: label('Paste box: hint', 'The line under the paste box.'),
  noReference: label(
    'No reference found',
    'Shown when what was pasted holds no stay reference (such as CHA-STA-270312-3N-2G).',
  ),
  unknownStay: labelled(
    template('reference'),
    'Reference for another house or room',
    'Shown when the reference names a house or room this site does not have. Keep {reference}.',
  ),
  stay: label('Stay: heading', 'The heading over the stay the reference describes.'),
  reference: label('Stay: reference', 'The label beside the reference.'),
  room: label('Stay: room', 'The label beside the room.'),
  checkin: label('Stay: check-in', 'The label beside the check-in date.'),
  checkout: label('Stay: check-out', 'The label beside the check-out date.'),
  guests: label('Stay: guests', 'The label beside the number of guests.'),
  guestLanguage: label(
    'Guest language',
    "The label of the choice of the guest's language: the confirmation is written in it. The page guesses it from the message.",
  ),
  quote: label(
    'Quote: heading',
    'The heading over the quote: the same nights, rates and total the guest saw.',
  ),
  night: label('Quote: night column', 'The heading of the column of nights in the quote.'),
  season: label('Quote: season column', "The heading of the column of each night's season."),
  rate: label('Quote: rate column', "The heading of the column of each night's rate."),
  total: label('Quote: total', 'The label beside the total the guest saw.'),
  agreed: label(
    'Agreed total: label',
    'The label of the box where the family may change the total they agreed with the guest.',
  ),
  agreedHint: label(
    'Agreed total: hint',
    'The line under that box: the advance and the balance follow the total written there.',
  ),
  agreedInvalid: label(
    'Agreed total: not a number',
    'Shown when the agreed total is not a whole number of rupees above zero.',
  ),
  advance: labelled(
    template('percent'),
    'Quote: advance',
    'The label beside the advance. Keep {percent}: the advance percentage.',
  ),
  balance: label('Quote: balance', 'The label beside the balance paid at the house.'),
  confirmation: label(
    'Confirmation: heading',
    'The heading over the confirmation written for the guest.',
  ),
  payLink: label('Confirmation: pay link', "The label beside the guest's pay link."),
  copy: label('Button: copy', 'The button that copies the confirmation.'),
  copied: label('Note once the text is copied', 'Shown once the confirmation is copied.'),
  whatsapp: label(
    'Button: send by chat',
    "The button that opens WhatsApp with the confirmation, to the guest's number when the message holds one.",
  ),
  guestNumber: labelled(
    template('number'),
    "Guest's number found",
    'Under the WhatsApp button when the pasted message holds a phone number. Keep {number}.',
  ),
  noNumber: label(
    'No number found',
    'Under the WhatsApp button when the pasted message holds no phone number: WhatsApp asks whom to send to.',
  ),
  closeDates: label(
    'Link: close the nights',
    "The link to the editor's closed dates, to close the stay's nights once the advance is paid.",
  ),
  /** In the guest's language: the file of the guest's language is the one read. */
  message: labelled(
    template(
      'place',
      'reference',
      'room',
      'checkin',
      'checkout',
      'nights',
      'guests',
      'total',
      'advance',
      'balance',
      'link',
    ),
    'Confirmation sent to the guest',
    "What the guest receives, in the guest's language: keep every {slot}. {advance} is the amount to pay now, {link} the guest's pay page, {balance} what is paid at the house.",
  ),
});

export type ReplyWords = z.output<typeof replySchema>;
