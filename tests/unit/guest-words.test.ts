/** @jest-environment node */
import { editionOf, langs, pageNamed } from '@/lib/content/editions';
import { facts, factsIn } from '@/lib/content/facts';
import { findSection, pageSchema, sectionsOf } from '@/lib/content/page-file';
import { writtenLine } from '@/lib/content/testimonials';
import { houseLodging } from '@/lib/structured-data';

/*
 * Guests' words carry where and when they were written, and the page shows it beside them; a
 * rating is shown only with where it was given. The expectations are computed from content/
 * (testimonials.yaml, facts.yaml), so the family may change any guest, source or month.
 */

describe('guests’ words with their source', () => {
  it('writes where and when in each edition’s words: the place’s name, then the month and year', () => {
    const names = {
      'guest-book': 'The guest book',
      google: 'Google review',
      airbnb: 'Airbnb review',
      booking: 'Booking.com review',
      tripadvisor: 'Tripadvisor review',
    };
    const dates = { monthYear: '{month} {year}', monthsLong: ['January', 'February', 'March'] };
    expect(writtenLine({ source: 'google', written: '2026-03' }, names, dates)).toBe(
      'Google review · March 2026',
    );
    expect(
      writtenLine({ source: 'guest-book', written: '2025-01' }, names, {
        monthYear: '{month} {year}',
        monthsLong: ['जनवरी'],
      }),
    ).toBe('The guest book · जनवरी 2025');
  });

  it.each(langs)(
    'every letter on the Chaaya page and every review on the homestay’s page shows its source (%s)',
    (lang) => {
      const ed = editionOf(lang);
      const dates = ed.texts.interface.stayRequest.dates;
      const letters = findSection(pageNamed(ed, 'chaaya'), 'quotes');
      const reviews = findSection(pageNamed(ed, 'microsite'), 'quotes');
      // The same words, in the same order, each with its own source and month.
      expect(letters.items.map((q) => q.by)).toEqual(ed.texts.guestLetters.map((l) => l.guest));
      expect(reviews.items.map((q) => q.by)).toEqual(ed.texts.reviews.map((r) => r.author));
      for (const [quote, letter] of letters.items.map(
        (q, i) => [q, ed.texts.guestLetters[i]!] as const,
      )) {
        expect(quote.source).toMatch(
          new RegExp(
            `${dates.monthsLong[Number(letter.written.slice(5)) - 1]} ${letter.written.slice(0, 4)}$`,
          ),
        );
        expect(quote.sourceLink).toBe(letter.link);
      }
      for (const [quote, review] of reviews.items.map(
        (q, i) => [q, ed.texts.reviews[i]!] as const,
      )) {
        expect(quote.rating).toBe(review.rating);
        expect(quote.source).toMatch(new RegExp(`${review.written.slice(0, 4)}$`));
        expect(quote.sourceLink).toBe(review.link);
      }
    },
  );

  it('refuses stars without where they were given', () => {
    const page = (item: Record<string, unknown>) =>
      pageSchema.safeParse({
        path: '/media',
        title: 'Media',
        description: 'Words of guests.',
        blocks: [
          {
            type: 'quotes',
            name: 'Guest words',
            id: 'words',
            heading: { title: 'Words' },
            items: [{ text: 'A quiet house.', by: 'Meera S.', ...item }],
          },
        ],
      });
    const refused = page({ rating: 5 });
    expect(refused.success).toBe(false);
    expect(JSON.stringify(refused.error?.issues)).toMatch(/stars are shown only with where/);
    expect(page({ rating: 5, source: 'Google review · March 2026' }).success).toBe(true);
    expect(page({}).success).toBe(true);
  });

  it.each(langs)(
    'shows the guests’ rating only beside where it was given, on every page (%s)',
    (lang) => {
      const ed = editionOf(lang);
      const rating = facts.guestRating.toFixed(1);
      const source = factsIn(lang).guestRatingSource;
      const figure = new RegExp(`(?<![\\d.])${rating.replace('.', '\\.')}(?![\\d.])`);
      const strings = (value: unknown): string[] =>
        typeof value === 'string'
          ? [value]
          : value && typeof value === 'object' && !Array.isArray(value)
            ? Object.values(value).filter((v): v is string => typeof v === 'string')
            : [];
      const lonely: string[] = [];
      const walk = (value: unknown, at: string) => {
        if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${at}.${i}`));
        if (!value || typeof value !== 'object') return;
        const own = strings(value);
        if (own.some((s) => figure.test(s)) && !own.some((s) => s.includes(source)))
          lonely.push(at);
        for (const [k, v] of Object.entries(value))
          if (typeof v === 'object') walk(v, `${at}.${k}`);
      };
      let shown = 0;
      for (const [name, page] of Object.entries(ed.pages)) {
        walk({ description: page.description, title: page.title }, `${name}`);
        sectionsOf(page).forEach((s, i) => walk(s, `${name}.blocks.${i}`));
        shown += JSON.stringify(page).match(new RegExp(figure.source, 'g'))?.length ?? 0;
      }
      expect(shown).toBeGreaterThan(0);
      expect(lonely).toEqual([]);
    },
  );

  it('adds no rating or review markup for search engines', () => {
    expect(
      JSON.stringify(houseLodging(editionOf('en'), 'chaaya', '/chaaya-microsite')),
    ).not.toMatch(/aggregateRating|"review|Review"/i);
  });
});
