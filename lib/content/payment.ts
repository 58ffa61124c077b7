import { z } from 'zod';
import { codeString, httpsUrlSchema, labelled, textSchema } from './schema';

/*
 * Whom a guest pays (content/payment.yaml; its few words in payment.hi.yaml): the payee's name
 * and UPI ID, the bank account, the largest amount a pay link may ask for, a hosted card-payment
 * page and the homestay's registration. The pay page reads them from here and never from its
 * link, so a forwarded link that names another payee still pays the family.
 */

export const PAYMENT_FILE = 'content/payment.yaml';

/** The top-level domain of the shipped example UPI ID: no UPI app can pay it. */
export const EXAMPLE_UPI_SUFFIX = '@example';

const value = (kind: string, schema: z.ZodType<string>) => codeString(kind, schema);

/** A value the family may leave empty ("") to show nothing. */
const orEmpty = (kind: string, schema: z.ZodType<string>) =>
  codeString(kind, z.union([z.literal(''), schema]));

export const paymentSchema = z.object({
  payeeName: labelled(
    value('name', textSchema),
    'Payee name · किसके नाम भुगतान',
    'The name a guest’s UPI app shows before they pay, exactly as the bank holds it. Shown in large letters on the pay page.',
  ),
  upiId: labelled(
    value(
      'UPI ID',
      z
        .string()
        .regex(
          /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/,
          'must be a UPI ID such as "family.name@okaxis"',
        ),
    ),
    'UPI ID',
    'The UPI ID the advance is paid to, such as family.name@okaxis. The example ends in @example, which cannot receive money: write yours before the site takes an advance.',
  ),
  maxAmountInr: labelled(
    z.number().int().positive(),
    'Largest amount a pay link may ask (₹)',
    'A pay link asking for more than this, in rupees, digits only (200000), shows a message instead of the way to pay: a mistyped link cannot ask a guest for too much.',
  ),
  upiNote: labelled(
    value(
      'UPI note',
      z
        .string()
        .regex(/^[A-Za-z0-9 .,-]{1,50}$/, 'must be up to 50 plain letters, digits and spaces'),
    ),
    'Note with the payment',
    'A few plain words the guest’s UPI app shows with the payment and your bank statement keeps (Homestay advance). English letters, up to 50.',
  ),
  bank: labelled(
    z.object({
      accountName: labelled(
        value('name', textSchema),
        'Account holder',
        'The name on the bank account, as the bank writes it.',
      ),
      accountNumber: labelled(
        value(
          'account number',
          z.string().regex(/^\d{6,20}$/, 'must be the account number, digits only'),
        ),
        'Account number',
        'Digits only, in quotes ("012345678901").',
      ),
      ifsc: labelled(
        value(
          'IFSC',
          z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an IFSC code such as "HDFC0001234"'),
        ),
        'IFSC code',
        'The branch’s 11-letter code, such as HDFC0001234.',
      ),
      bankName: labelled(
        value('name', textSchema),
        'Name of the bank',
        'The bank’s name, such as HDFC Bank.',
      ),
      branch: labelled(
        textSchema,
        'Town of the branch',
        'The branch’s town or name, such as Dharamshala.',
      ),
    }),
    'Bank account · बैंक खाता',
    'The account a guest pays by bank transfer (NEFT, IMPS): shown on the pay page, also with JavaScript off.',
  ),
  cardLink: labelled(
    orEmpty('URL', httpsUrlSchema),
    'Card payment page',
    'A hosted payment page that takes cards, from a payment service such as Razorpay (https://rzp.io/…), for guests from abroad. Leave empty ("") for none. No key or secret ever goes here.',
  ),
  registration: labelled(
    z.object({
      number: labelled(
        orEmpty(
          'registration number',
          z.string().regex(/^[A-Za-z0-9/ -]{2,40}$/, 'must be the registration number as issued'),
        ),
        'Registration number',
        'The homestay’s registration number under the state’s homestay rules, as issued. Leave empty ("") until you have it: nothing is shown.',
      ),
      authority: labelled(
        textSchema,
        'Registered with',
        'Who issued it, such as Department of Tourism, Himachal Pradesh.',
      ),
    }),
    'Registration · पंजीकरण',
    'The homestay’s registration, shown on the pay page where a number is written.',
  ),
  trustLine: labelled(
    textSchema,
    'The line against false payees · धोखे से बचाव',
    'Shown beside the payee’s name: that the family never asks for payment to any other name or account, and what a guest should do if asked.',
  ),
});

export type Payment = z.output<typeof paymentSchema>;

/** True while the UPI ID is the shipped example, which no app can pay. */
export const isExampleUpiId = (upiId: string) => upiId.endsWith(EXAMPLE_UPI_SUFFIX);
