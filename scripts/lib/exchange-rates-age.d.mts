// Types for exchange-rates-age.mjs, so the TypeScript unit tests can import it.

/** Days after their date that the exchange rates draw a build warning. */
export const RATES_STALE_AFTER_DAYS: number;

/** The build's warning when `date` is more than RATES_STALE_AFTER_DAYS before `today`, else null. */
export function staleRatesWarning(date: unknown, today: string): string | null;
