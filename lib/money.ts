import { stayForm } from '@/content/pages/stay-form';

/**
 * The owner's tax setting (content/facts.ts, booking.tax): say nothing (the default), not
 * registered for GST, or GST at a rate included in or added to the rates. The site states no tax
 * rule of its own; it writes what the owner set, the same way everywhere.
 */
export type Tax =
  | { kind: 'unstated' }
  | { kind: 'not-registered' }
  | { kind: 'gst'; ratePercent: number; included: boolean };

export const TAX_UNSTATED: Tax = { kind: 'unstated' };

/** '+ 5% GST', 'incl. 5% GST', 'no GST', or '' when the owner says nothing. */
export function taxNote(tax: Tax): string {
  if (tax.kind === 'unstated') return '';
  if (tax.kind === 'not-registered') return stayForm.taxNone;
  const template = tax.included ? stayForm.taxIncluded : stayForm.taxAdded;
  return template.replace('{rate}', String(tax.ratePercent));
}

/** The amount the guest pays: GST added to the rates is added here (to the rupee). */
export function withTax(amount: number, tax: Tax): number {
  return tax.kind === 'gst' && !tax.included
    ? Math.round((amount * (100 + tax.ratePercent)) / 100)
    : amount;
}

/** ' + 5% GST', ', incl. 5% GST', ', no GST' or '': a note after a rate or a sum. */
export function taxSuffix(tax: Tax): string {
  const note = taxNote(tax);
  if (!note) return '';
  return tax.kind === 'gst' && !tax.included ? ` ${note}` : `, ${note}`;
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
 * '₹3,500 per night', '₹1,200 per bed per night', with the owner's tax setting when there is one
 * ('₹2,800 per night + 5% GST'): the one way a room's rate is written.
 */
export function formatRate(
  room: { priceInr: number; priceUnit: string },
  tax: Tax = TAX_UNSTATED,
): string {
  return `${formatInr(room.priceInr)} per ${room.priceUnit}${taxSuffix(tax)}`;
}
