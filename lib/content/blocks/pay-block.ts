import { z } from 'zod';
import { labelled, textSchema } from '../schema';
import { headedBlock } from './fields';

/*
 * The pay page's one section: every word it says around the family's payment details
 * (content/payment.yaml) and the stay its link carries. The link's own words (the reference) are
 * shown as text beside these, never inside them.
 */

const words = (title: string, hint: string) => labelled(textSchema, title, hint);

const group = <T extends z.ZodRawShape>(shape: T, title: string, hint: string) =>
  labelled(z.object(shape), title, hint);

export const payBlock = labelled(
  headedBlock('pay', {
    payee: group(
      {
        title: words('Payee: heading', 'Over the payee’s name and UPI ID, such as Whom you pay.'),
        name: words('Payee: name label', 'The name over the payee’s name, such as Name.'),
        upiId: words('Payee: UPI ID label', 'The name over the UPI ID, such as UPI ID.'),
        copyUpiId: words(
          'Copy UPI ID button',
          'The button that copies the UPI ID, such as Copy UPI ID.',
        ),
      },
      'Whom the guest pays',
      'The words around the payee’s name and UPI ID (those are in Payment details).',
    ),
    amount: group(
      {
        title: words('Payment: heading', 'Over the amount and the QR code, such as Pay by UPI.'),
        amount: words('Amount label', 'The name over the amount, such as Amount.'),
        reference: words(
          'Reference label',
          'The name over the stay’s reference, such as Reference.',
        ),
        qr: words(
          'QR code: its description',
          'Read to visitors who use a screen reader, and shown under the code: such as Scan with any UPI app.',
        ),
        openApp: words(
          'Open a UPI app button',
          'The button that opens the guest’s UPI app on a phone.',
        ),
        copyAmount: words(
          'Copy amount button',
          'The button that copies the amount, such as Copy amount.',
        ),
        copied: words(
          'After a copy: the confirmation',
          'Said after a copy button is pressed, such as Copied.',
        ),
        waiting: words(
          'While the page reads the link',
          'Shown before the amount appears, and with JavaScript off: where the amount is, such as The amount and reference are in the link the family sent you.',
        ),
      },
      'The amount and the way to pay',
      'The words around the amount, the reference, the QR code and the buttons.',
    ),
    problems: group(
      {
        title: words(
          'Problem: heading',
          'Over the message when the link cannot be paid, such as This link cannot be paid.',
        ),
        noAmount: words('No amount', 'When the link carries no amount.'),
        badAmount: words(
          'Amount not valid',
          'When the amount is not a whole number of rupees above zero.',
        ),
        overCap: words(
          'Amount too large',
          'When the amount is above the largest a pay link may ask (Payment details).',
        ),
        noReference: words('No reference', 'When the link carries no reference for the stay.'),
        unknownStay: words(
          'Unknown house or room',
          'When the link names a house or room the site does not have.',
        ),
        whatToDo: words(
          'What to do',
          'Said after each problem: such as Please write to us and we will send the link again.',
        ),
      },
      'When the link cannot be paid',
      'The messages shown instead of a way to pay, one for each thing that can be wrong with a link.',
    ),
    bank: group(
      {
        title: words('Bank transfer: heading', 'Such as Or pay by bank transfer.'),
        accountName: words('Account holder label', 'Such as Account holder.'),
        accountNumber: words('Account number label', 'Such as Account number.'),
        ifsc: words('IFSC label', 'Such as IFSC.'),
        bank: words('Bank label', 'Such as Bank.'),
        note: words(
          'Bank transfer: the note',
          'A line under the account, such as Write the reference in the transfer’s remarks.',
        ),
      },
      'Bank transfer',
      'The words around the bank account (the account is in Payment details).',
    ),
    card: group(
      {
        title: words('Card: heading', 'Over the card link, such as Paying from abroad?'),
        text: words(
          'Card: the line',
          'Why and when to pay by card, such as UPI works only with an Indian bank account.',
        ),
        action: words('Card: the button', 'Such as Pay by card.'),
      },
      'Paying by card',
      'Shown only while Payment details has a card payment page.',
    ),
    stay: group(
      {
        title: words('Your stay: heading', 'Over the stay’s summary, such as Your stay.'),
        house: words('House label', 'Such as House.'),
        room: words('Room label', 'Such as Room.'),
        checkIn: words('Check-in label', 'Such as Check-in.'),
        checkOut: words('Check-out label', 'Such as Check-out.'),
        nights: words('Nights label', 'Such as Nights.'),
        guests: words('Guests label', 'Such as Guests.'),
        addToCalendar: words(
          'Add to calendar button',
          'The button that saves the stay to the guest’s calendar.',
        ),
        event: words(
          'Calendar: the stay’s title',
          'The stay’s name in the guest’s calendar, with {place} for the house’s name, such as Stay at {place}.',
        ).refine((t) => t.includes('{place}'), 'must contain {place}'),
        wayIn: words('Link to the way in', 'Such as How to get there.'),
        houseRules: words('Link to the house rules', 'Such as House rules.'),
      },
      'The stay',
      'The words of the stay’s summary, shown where the link says which house, room and dates.',
    ),
  }),
  'Pay page',
  'The page a guest pays the advance on: the payee, the amount and the QR code from the family’s link, the bank account, and what to check before paying. The payment details, and the words of what to check, are in Payment details.',
);
