// Whether the exchange rates a guest from abroad is shown (content/payment.yaml) are old enough
// for the build to say so. Apart from postbuild.mjs, so a test can pass its own "today".
import { dayNumber } from '../../lib/dates.mjs';

/**
 * Rates read longer ago than this draw a build warning. The rupee can drift a few per cent against
 * the dollar, euro and pound in a month or two, which is about as far as "approximate" stretches
 * for a guest budgeting from abroad; 45 days lets a family that looks the rates up once a month
 * be a fortnight late without noise.
 */
export const RATES_STALE_AFTER_DAYS = 45;

/**
 * The build log's warning when the rates' date (YYYY-MM-DD) is more than RATES_STALE_AFTER_DAYS
 * before `today` (YYYY-MM-DD, in India), else null. No date shows no foreign amounts, so nothing
 * can be stale; a date that is not one is the content check's to refuse, not this warning's.
 */
export function staleRatesWarning(date, today) {
  if (typeof date !== 'string') return null;
  const read = dayNumber(date);
  const now = dayNumber(today);
  if (read === null || now === null) return null;
  const age = now - read;
  if (age <= RATES_STALE_AFTER_DAYS) return null;
  return (
    `pay page: WARNING, the exchange rates in content/payment.yaml are of ${date}, ${age} days ago ` +
    `(more than ${RATES_STALE_AFTER_DAYS}), so guests from abroad are shown amounts at old rates ` +
    `(write today's rates and exchangeRates.date there, or delete the date to show no foreign amounts)`
  );
}
