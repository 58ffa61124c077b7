/**
 * How the owner's figures are written: rupees, rates with the owner's tax setting, counts, and
 * the `{name}` slots of the interface words. Free of zod and of any one language's words (each
 * writer takes the words it needs), so client islands can use it and a second copy of the texts
 * writes its figures through the same functions.
 */

/** Fills '{name}' slots in a sentence from content/; a slot without a value is left as it is. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, key: string) => {
    const value = values[key];
    return value === undefined ? slot : String(value);
  });
}

/**
 * fill() for JSX: the template's own pieces and the values, in order, each its own text node, as
 * if written out in JSX. Chromium shapes each text node apart, so joining a value into the
 * sentence's text could kern it against its neighbour and move what follows by a fraction of a
 * pixel; kept apart, the line draws exactly as it did when the words were in the component.
 */
export function fillParts(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string[] {
  return template
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const value = /^\{(\w+)\}$/.exec(piece) ? values[piece.slice(1, -1)] : undefined;
      return value === undefined ? piece : String(value);
    });
}

/**
 * The forms of a counted word: '{n} night' and '{n} nights'. A language whose nouns change before
 * a postposition gives that form as well (Hindi '3 रातें' but '3 रातों के लिए'); a template asks
 * for it by writing the slot with `Oblique` after its name (`{countOblique}`), and a language
 * without cases writes the same words as `other`.
 */
export type CountForms = {
  readonly one: string;
  readonly other: string;
  readonly otherOblique?: string;
};

/** '1 night', '3 nights': the form for the number, with the number filled in. */
export function count(n: number, forms: CountForms): string {
  return fill(n === 1 ? forms.one : forms.other, { n });
}

/** The form a postposition follows: '3 रातों' in Hindi ('3 nights' where words have no case). */
export function countOblique(n: number, forms: CountForms): string {
  return fill(n === 1 ? forms.one : (forms.otherOblique ?? forms.other), { n });
}

/** The suffix a slot takes when its template wants the word before a postposition. */
export const OBLIQUE = 'Oblique';

/**
 * The values for a counted slot in both its forms, so each language's template takes the one
 * its grammar needs: `{count}` or `{countOblique}`.
 */
export function counted(
  slot: string,
  n: number,
  forms: CountForms,
): Readonly<Record<string, string>> {
  return { [slot]: count(n, forms), [`${slot}${OBLIQUE}`]: countOblique(n, forms) };
}

/**
 * Rupees the Indian way: '₹3,500', '₹1,20,000' (the last three digits, then pairs). Grouped by
 * hand rather than with toLocaleString('en-IN'), so a browser or Node built without full locale
 * data still writes lakhs correctly.
 */
export function formatInr(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(amount)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last3}` : last3;
  return `${sign}₹${grouped}`;
}

/**
 * The owner's tax setting (content/facts.yaml, booking.tax): say nothing (the default), not
 * registered for GST, or GST at a rate included in or added to the rates. The site states no tax
 * rule of its own; it writes what the owner set, the same way everywhere.
 */
export type Tax =
  | { kind: 'unstated' }
  | { kind: 'not-registered' }
  | { kind: 'gst'; ratePercent: number; included: boolean };

export const TAX_UNSTATED: Tax = { kind: 'unstated' };

/**
 * The words a rate is written with: the interface words' `rates` (content/interface.yaml), said
 * here by shape so the writers need no schema; each caller passes its edition's, and the type
 * checker holds the two alike.
 */
export type RateWords = {
  readonly per: Readonly<Record<'night' | 'bed per night', string>>;
  readonly taxAdded: string;
  readonly taxIncluded: string;
  readonly taxNone: string;
};

/** '+ 5% GST', 'incl. 5% GST', 'no GST', or '' when the owner says nothing. */
export function taxNote(tax: Tax, words: RateWords): string {
  if (tax.kind === 'unstated') return '';
  if (tax.kind === 'not-registered') return words.taxNone;
  return fill(tax.included ? words.taxIncluded : words.taxAdded, { rate: tax.ratePercent });
}

/** The amount the guest pays: GST added to the rates is added here (to the rupee). */
export function withTax(amount: number, tax: Tax): number {
  return tax.kind === 'gst' && !tax.included
    ? Math.round((amount * (100 + tax.ratePercent)) / 100)
    : amount;
}

/** ' + 5% GST', ', incl. 5% GST', ', no GST' or '': a note after a rate or a sum. */
export function taxSuffix(tax: Tax, words: RateWords): string {
  const note = taxNote(tax, words);
  if (!note) return '';
  return tax.kind === 'gst' && !tax.included ? ` ${note}` : `, ${note}`;
}

/** 'per night', 'per bed per night': what a room's price is counted by. */
export function perUnit(unit: keyof RateWords['per'], words: RateWords): string {
  return words.per[unit];
}

/**
 * '₹3,500 per night', '₹1,200 per bed per night', with the owner's tax setting when there is one
 * ('₹2,800 per night + 5% GST'): the one way a room's rate is written.
 */
export function formatRate(
  room: { priceInr: number; priceUnit: keyof RateWords['per'] },
  tax: Tax,
  words: RateWords,
): string {
  return `${formatInr(room.priceInr)} ${perUnit(room.priceUnit, words)}${taxSuffix(tax, words)}`;
}
