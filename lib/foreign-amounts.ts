/**
 * A rupee amount as a guest from abroad reads it: about so many dollars, euros and pounds, at the
 * rates the family wrote down (content/payment.yaml). Free of zod and of content, so the stay
 * request's island and the pay page's can both carry it for a few hundred bytes.
 */

/** The currencies a guest from abroad is shown, in the order they are written. */
export const FOREIGN_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

export type ForeignCurrency = (typeof FOREIGN_CURRENCIES)[number];

/** Rupees for one unit of each currency the family gave a rate for. */
export type RupeesPer = Partial<Record<ForeignCurrency, number>>;

/** What an island needs to write the line: the rates, the page's locale and its words. */
export type Abroad = {
  rupeesPer: RupeesPer;
  /** 'en-IN', 'hi-IN': how the page's language writes a currency. */
  locale: string;
  /** The sentence around the amounts, its date already written in: 'About {amount}, …'. */
  approximate: string;
  /** The way to pay by card, named when the family has a card page; null without one. */
  card: string | null;
};

/**
 * '$34 · €29 · £25': `inr` in each currency with a rate, rounded to whole units (an estimate
 * converted at a noted rate is no more precise than that); '' when no rate is set.
 */
export function foreignAmounts(inr: number, rupeesPer: RupeesPer, locale: string): string {
  return FOREIGN_CURRENCIES.flatMap((currency) => {
    const rate = rupeesPer[currency];
    if (rate === undefined || !(rate > 0)) return [];
    const format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    return [format.format(inr / rate)];
  }).join(' · ');
}

/** The approximate sentence for `inr`, then the card's way when there is one. */
export function abroadLine(inr: number, abroad: Abroad): string {
  const amounts = foreignAmounts(inr, abroad.rupeesPer, abroad.locale);
  if (!amounts) return '';
  const line = abroad.approximate.replace('{amount}', amounts);
  return abroad.card ? `${line} ${abroad.card}` : line;
}
