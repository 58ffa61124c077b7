/** @jest-environment node */
// The build's warning that the exchange rates shown to guests from abroad are old, against a
// fixed "today": never the clock, never the rates the content holds now.
import { parse as parseYaml } from 'yaml';
import { addDays } from '@/lib/dates.mjs';
import {
  RATES_STALE_AFTER_DAYS,
  staleRatesWarning,
} from '../../scripts/lib/exchange-rates-age.mjs';

// So that the limit's day falls in the year before.
const TODAY = '2027-01-20';
const daysAgo = (days: number) => addDays(TODAY, -days);

describe('staleRatesWarning', () => {
  it('says nothing of rates read today, or up to the limit ago', () => {
    expect(staleRatesWarning(TODAY, TODAY)).toBeNull();
    expect(staleRatesWarning(daysAgo(1), TODAY)).toBeNull();
    expect(staleRatesWarning(daysAgo(RATES_STALE_AFTER_DAYS), TODAY)).toBeNull();
  });

  it('warns the day after the limit, naming the file, the date and its age', () => {
    const date = daysAgo(RATES_STALE_AFTER_DAYS + 1);
    const warning = staleRatesWarning(date, TODAY);
    expect(warning).toContain('WARNING');
    expect(warning).toContain('content/payment.yaml');
    expect(warning).toContain(date);
    expect(warning).toContain(`${RATES_STALE_AFTER_DAYS + 1} days ago`);
    expect(warning).toContain('exchangeRates.date');
  });

  it('counts calendar days across a month and a year end', () => {
    // 22 October to 20 January: 9 + 30 + 31 + 20 days.
    expect(RATES_STALE_AFTER_DAYS).toBeLessThan(90);
    expect(staleRatesWarning('2026-10-22', TODAY)).toContain('90 days ago');
  });

  it('says nothing without a date (no foreign amounts shown) or with one that is not a date', () => {
    expect(staleRatesWarning(undefined, TODAY)).toBeNull();
    expect(staleRatesWarning('', TODAY)).toBeNull();
    expect(staleRatesWarning('2026-02-30', TODAY)).toBeNull();
  });

  it('reads the date as the build reads it from the YAML, unquoted', () => {
    const date = daysAgo(RATES_STALE_AFTER_DAYS * 2);
    const payment: unknown = parseYaml(`exchangeRates:\n  date: ${date} # read that day\n`);
    const read =
      typeof payment === 'object' && payment !== null && 'exchangeRates' in payment
        ? payment.exchangeRates
        : undefined;
    const written = typeof read === 'object' && read !== null && 'date' in read ? read.date : null;
    expect(staleRatesWarning(written, TODAY)).toContain(date);
  });
});
