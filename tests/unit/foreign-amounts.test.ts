/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cmsConfig, entriesOf, type CmsField } from '@/lib/cms/config';
import { parseData } from '@/lib/content/data';
import { abroadOf, paymentSchema, PAYMENT_FILE, type Payment } from '@/lib/content/payment';
import { parseContent } from '@/lib/content/schema';
import { abroadLine, foreignAmounts } from '@/lib/foreign-amounts';

/*
 * A guest from abroad reads the rupee estimate also in dollars, euros and pounds, at the rates
 * the family wrote down with their date; a rate written the wrong way round, or without its
 * date, stops the build with the file, the field and its line.
 */

const ROOT = path.join(__dirname, '..', '..');
const text = readFileSync(path.join(ROOT, PAYMENT_FILE), 'utf8');

/** The family's file with its exchange rates written as `block` (YAML at the top level). */
function withRates(block: string): string {
  const start = text.indexOf('exchangeRates:');
  const end = text.indexOf('\nabroad:');
  if (start < 0 || end < 0) throw new Error(`${PAYMENT_FILE}: no exchangeRates block`);
  return `${text.slice(0, start)}${block.trim()}${text.slice(end)}`;
}

function parsePayment(yaml: string): Payment {
  const read = parseData(PAYMENT_FILE, yaml);
  return parseContent(read.file, paymentSchema, read.data, read.lineOf);
}

const lineOf = (yaml: string, needle: string) =>
  yaml.split('\n').findIndex((l) => l.includes(needle)) + 1;

const RATES = `
exchangeRates:
  date: 2031-01-15
  rupeesPer:
    USD: 80
    EUR: 100
    GBP: 125
`;

describe('the amount in other currencies', () => {
  it('divides the rupees by each rate and writes each currency as Intl does, rounded to whole units', () => {
    const line = foreignAmounts(10_000, { USD: 80, EUR: 100, GBP: 125 }, 'en-IN');
    const whole = (n: number, currency: string) =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency,
        maximumFractionDigits: 0,
      }).format(n);
    expect(line).toBe(`${whole(125, 'USD')} · ${whole(100, 'EUR')} · ${whole(80, 'GBP')}`);
    expect(foreignAmounts(10_001, { USD: 80 }, 'en-IN')).toBe(whole(125, 'USD'));
    expect(line).toContain('$');
    expect(line).toContain('€');
    expect(line).toContain('£');
  });

  it('writes only the currencies with a rate, in the same order, and nothing without any', () => {
    expect(foreignAmounts(5_000, { GBP: 125, USD: 100 }, 'en-IN')).toMatch(/^\$50 · £40$/);
    expect(foreignAmounts(5_000, {}, 'en-IN')).toBe('');
  });

  it('writes the figures as the page’s language does', () => {
    const hi = foreignAmounts(1_234_567, { USD: 1 }, 'hi-IN');
    expect(hi).toBe(
      new Intl.NumberFormat('hi-IN', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).format(1_234_567),
    );
  });

  it('puts the amounts into the family’s sentence, then names the card page when there is one', () => {
    const abroad = {
      rupeesPer: { USD: 50 },
      locale: 'en-IN',
      approximate: 'About {amount}, roughly.',
      card: null,
    };
    expect(abroadLine(1_000, abroad)).toBe('About $20, roughly.');
    expect(abroadLine(1_000, { ...abroad, card: 'Or pay by card.' })).toBe(
      'About $20, roughly. Or pay by card.',
    );
    expect(abroadLine(1_000, { ...abroad, rupeesPer: {} })).toBe('');
  });
});

describe('the exchange rates in content/payment.yaml', () => {
  const payment = parsePayment(withRates(RATES));

  it('give the line its date, in the page’s language', () => {
    const en = abroadOf(payment, 'en-IN');
    expect(en?.approximate).toContain(
      new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date('2031-01-15T00:00:00Z'),
      ),
    );
    expect(en?.approximate).toContain('{amount}');
    expect(en?.rupeesPer).toEqual({ USD: 80, EUR: 100, GBP: 125 });
    expect(abroadOf(payment, 'hi-IN')?.approximate).toContain('2031');
  });

  it('name the card page only while the family has one', () => {
    expect(abroadOf({ ...payment, cardLink: '' }, 'en-IN')?.card).toBeNull();
    expect(abroadOf({ ...payment, cardLink: 'https://pay.example/x' }, 'en-IN')?.card).toBe(
      payment.abroad.card,
    );
  });

  it('show nothing when absent, without a rate, or without a date', () => {
    const none = parsePayment(withRates(''));
    expect(none.exchangeRates).toBeUndefined();
    expect(abroadOf(none, 'en-IN')).toBeNull();
    expect(abroadOf(parsePayment(withRates('exchangeRates:\n  date: 2031-01-15')), 'en-IN')).toBe(
      null,
    );
    expect(abroadOf({ ...payment, exchangeRates: { rupeesPer: {} } }, 'en-IN')).toBeNull();
  });

  it('refuse a rate written the other way round (dollars for one rupee), naming the line', () => {
    const yaml = withRates(RATES.replace('USD: 80', 'USD: 0.0125'));
    expect(() => parsePayment(yaml)).toThrow(
      new RegExp(
        `Invalid content in content/payment\\.yaml:\\n  - exchangeRates\\.rupeesPer\\.USD \\(line ${lineOf(yaml, 'USD: 0.0125')}\\): must be the rupees for one US dollar`,
      ),
    );
  });

  it('refuse a rate that is not a number, naming the line', () => {
    const yaml = withRates(RATES.replace('EUR: 100', 'EUR: about a hundred'));
    expect(() => parsePayment(yaml)).toThrow(
      new RegExp(
        `exchangeRates\\.rupeesPer\\.EUR \\(line ${lineOf(yaml, 'EUR: about')}\\): must be the rupees for one euro`,
      ),
    );
  });

  it('refuse rates without their date, and a date that is not one', () => {
    expect(() => parsePayment(withRates(RATES.replace('  date: 2031-01-15\n', '')))).toThrow(
      /exchangeRates\.date \(line \d+\): must be the day you read the rates/,
    );
    const yaml = withRates(RATES.replace('2031-01-15', '2031-02-30'));
    expect(() => parsePayment(yaml)).toThrow(
      new RegExp(
        `exchangeRates\\.date \\(line ${lineOf(yaml, '2031-02-30')}\\): is not a real date`,
      ),
    );
  });

  it('refuse the sentence without the place for the amounts', () => {
    const yaml = text.replace(/approximate: .*/, 'approximate: "Roughly this much, {date}."');
    expect(() => parsePayment(yaml)).toThrow(
      /abroad\.approximate \(line \d+\): must contain \{amount\}/,
    );
  });
});

describe('the editor', () => {
  const entry = entriesOf(cmsConfig(ROOT), ROOT).find((e) => e.file.startsWith('content/payment.'));
  const field = (fields: readonly CmsField[] | undefined, name: string) =>
    fields?.find((f) => f.name === name);

  it('shows the rates with their names in English and Hindi and a hint, the date as a calendar', () => {
    const rates = field(entry?.fields, 'exchangeRates');
    expect(rates?.label).toMatch(/ · \p{Script=Devanagari}/u);
    const date = field(rates?.fields, 'date');
    expect(date).toMatchObject({ widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' });
    const perCurrency = field(rates?.fields, 'rupeesPer')?.fields ?? [];
    expect(perCurrency.map((f) => f.name)).toEqual(['USD', 'EUR', 'GBP']);
    for (const f of [rates, date, ...perCurrency]) {
      expect(f?.label).toMatch(/ · \p{Script=Devanagari}/u);
      expect(f?.hint?.length).toBeGreaterThan(20);
    }
    for (const f of perCurrency) expect(f).toMatchObject({ widget: 'number', min: 1 });
  });
});
