import { z } from 'zod';
import { isIsoDate } from '../dates.mjs';
import {
  FOREIGN_CURRENCIES,
  type Abroad,
  type ForeignCurrency,
  type RupeesPer,
} from '../foreign-amounts';
import { codeString, httpsUrlSchema, labelled, textSchema } from './schema';
import { template } from './sentences';

/*
 * Whom a guest pays (content/payment.yaml; its few words in payment.hi.yaml): the payee's name
 * and UPI ID, the bank account, the largest amount a pay link may ask for, a hosted card-payment
 * page, the homestay's registration, the exchange rates a guest from abroad is shown, and the
 * words of what a guest checks before paying. The pay page reads them from here and never from
 * its link, so a forwarded link that names another payee still pays the family; the stay request
 * shows the same checks beside its Send buttons.
 */

export const PAYMENT_FILE = 'content/payment.yaml';

/** The top-level domain of the shipped example UPI ID: no UPI app can pay it. */
export const EXAMPLE_UPI_SUFFIX = '@example';

const value = (kind: string, schema: z.ZodType<string>) => codeString(kind, schema);

/** A value the family may leave empty ("") to show nothing. */
const orEmpty = (kind: string, schema: z.ZodType<string>) =>
  codeString(kind, z.union([z.literal(''), schema]));

const isoDate = codeString(
  'date',
  z
    .string('must be a date written YYYY-MM-DD, such as "2026-11-20"')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD, such as "2026-11-20"')
    .refine(isIsoDate, 'is not a real date'),
);

/** What each currency is called in the editor, in English and Hindi. */
const CURRENCY_NAMES: Readonly<Record<ForeignCurrency, { en: string; hi: string; rough: number }>> =
  {
    USD: { en: 'one US dollar', hi: 'एक अमेरिकी डॉलर', rough: 88 },
    EUR: { en: 'one euro', hi: 'एक यूरो', rough: 102 },
    GBP: { en: 'one British pound', hi: 'एक ब्रिटिश पाउंड', rough: 117 },
  };

/*
 * Rupees for one unit, so the figure is the one a bank or a search shows ("1 USD = 88.40 INR").
 * A figure below 1 is almost surely the other way round (dollars for one rupee), which would
 * show a guest a hundred times too much: refused with the fix spelt out.
 */
const rupeesFor = (currency: ForeignCurrency) => {
  const { en, hi, rough } = CURRENCY_NAMES[currency];
  return labelled(
    z
      .number(`must be the rupees for ${en}, in digits, such as ${rough}.5`)
      .min(
        1,
        `must be the rupees for ${en} (such as ${rough}.5), not ${en.replace('one ', '')}s for one rupee`,
      )
      .max(10000, `must be the rupees for ${en}, such as ${rough}.5`),
    `Rupees for ${en} (${currency}) · ${hi} कितने रुपये का है`,
    `How many rupees ${en} buys today, as your bank or a search shows it (${rough}.5). Leave empty to show no ${currency}.`,
  ).optional();
};

const exchangeRatesSchema = z
  .object({
    date: labelled(
      isoDate,
      'Date of the rates · दरों की तारीख़',
      'The day you read the rates below, picked from the calendar (YYYY-MM-DD). Guests read it beside the amounts, so they know how old the rates are. Clear it to show no foreign amounts.',
    ).optional(),
    rupeesPer: labelled(
      z.object({ USD: rupeesFor('USD'), EUR: rupeesFor('EUR'), GBP: rupeesFor('GBP') }),
      'Rupees for one unit of each currency · हर मुद्रा की एक इकाई कितने रुपये की है',
      'One figure per currency; a currency left empty is not shown.',
    ).optional(),
  })
  .superRefine((rates, ctx) => {
    const set = Object.values(rates.rupeesPer ?? {}).some((r) => typeof r === 'number');
    if (set && !rates.date) {
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message:
          'must be the day you read the rates (YYYY-MM-DD): guests are shown it beside the amounts. without one, delete the rates too',
      });
    }
  });

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
    'Shown beside the payee’s name on the pay page and beside the stay request’s Send buttons: that the family never asks for payment to any other name or account, and what a guest should do if asked.',
  ),
  checks: labelled(
    z.object({
      title: labelled(textSchema, 'Before you pay: heading', 'Such as Before you pay, check.'),
      payee: labelled(
        textSchema,
        'Payee: the check',
        'Said before the payee’s name, such as The name your UPI app shows must be.',
      ),
      registration: labelled(textSchema, 'Registration label', 'Such as Registered homestay.'),
      tax: labelled(
        textSchema,
        'Tax label',
        'Such as Tax. Shown where Facts and figures says whether the rates include GST.',
      ),
      cancel: labelled(textSchema, 'Cancelling: label', 'Such as If you cancel.'),
      cancellation: labelled(
        textSchema,
        'Cancelling: what happens to the advance',
        'One or two sentences: when the advance comes back and when it is kept. Write {cancellationHours} for the notice the family asks, from Facts and figures.',
      ),
    }),
    'What a guest checks before paying · भुगतान से पहले की जाँच',
    'The short list on the pay page and beside the stay request’s Send buttons: the payee, the registration, the tax and what cancelling does to the advance, then the line against false payees.',
  ),
  exchangeRates: labelled(
    exchangeRatesSchema,
    'Exchange rates for guests from abroad · विदेशी मेहमानों के लिए विनिमय दरें',
    'With a date and at least one rate, the stay request’s estimate and the pay page’s amount also show about how much that is in dollars, euros or pounds, marked approximate. Guests still pay in rupees. Clear the date to show none.',
  ).optional(),
  abroad: labelled(
    z.object({
      approximate: labelled(
        template('amount', 'date'),
        'Foreign amounts: the line',
        'Shown under the rupee amount when exchange rates are set. Keep {amount} (the site writes $34 · €29 · £25 there) and {date} (the date of the rates), such as About {amount} at the rates of {date}: approximate, as you pay in rupees.',
      ),
      card: labelled(
        textSchema,
        'Foreign amounts: paying by card',
        'Said after that line while a card payment page is set, such as From abroad, you can pay the advance by card once we confirm.',
      ),
    }),
    'Words for guests from abroad · विदेशी मेहमानों के लिए शब्द',
    'The line with the approximate amounts in other currencies, and the sentence naming the card payment page.',
  ),
});

export type Payment = z.output<typeof paymentSchema>;

/** True while the UPI ID is the shipped example, which no app can pay. */
export const isExampleUpiId = (upiId: string) => upiId.endsWith(EXAMPLE_UPI_SUFFIX);

/**
 * The foreign amounts' rates and words for a page in `locale` ('en-IN'), or null while the family
 * has set no date or no rate: then nothing is shown.
 */
export function abroadOf(payment: Payment, locale: string): Abroad | null {
  const rates = payment.exchangeRates;
  const rupeesPer: RupeesPer = {};
  for (const currency of FOREIGN_CURRENCIES) {
    const rate = rates?.rupeesPer?.[currency];
    if (rate !== undefined) rupeesPer[currency] = rate;
  }
  if (!rates?.date || Object.keys(rupeesPer).length === 0) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${rates.date}T00:00:00Z`),
  );
  return {
    rupeesPer,
    locale,
    approximate: payment.abroad.approximate.replace('{date}', date),
    card: payment.cardLink ? payment.abroad.card : null,
  };
}
