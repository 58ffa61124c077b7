// The stay request across the owner's seasons: night-by-night prices, and a season's minimum
// stay refused with the stay it offers instead.
import { fill } from '../../lib/content/format';
import { seasonsIn } from '../../lib/content/seasons';
import { seasonOn } from '../../lib/stay-pricing';
import type { EditionView } from './support/edition';
import { catchWhatsApp, stay } from './support/stay-controls';
import { expect, test } from './fixtures';
import { addDaysIso, isTaken, nightsFrom, ownerSeasons } from './support/stay-dates';
import {
  ADVANCE,
  NOW,
  STANDARD,
  advance,
  count,
  dateIn,
  expectOwnWords,
  expectThankYou,
  inr,
  labels,
  messageIn,
  openAtRequest,
  roomIn,
  summary,
  type Request,
} from './support/stay-request-shared';

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('stay request across the owner’s seasons', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  /**
   * The first season with nights every year (content/seasons.yaml), and the first of its ranges
   * to start after NOW with two usual nights before it and its first nights (at least two, and
   * its minimum stay) in it, none of them taken in the standard room: its first night as a date,
   * so the stays below are chosen inside and outside it by the owner's own data, whatever the
   * calendar says.
   */
  function nextSeason(ed: EditionView) {
    const season = seasonsIn(ed.lang).find((s) => s.everyYear.length > 0);
    if (!season) return null;
    const inSeason = Math.max(2, season.minNights);
    const year = NOW.getUTCFullYear();
    const start = season.everyYear
      .flatMap(([first]) => [`${year}-${first}`, `${year + 1}-${first}`, `${year + 2}-${first}`])
      .filter((d) => addDaysIso(d, -2) >= '2027-03-01')
      .sort()
      .find(
        (d) =>
          nightsFrom(addDaysIso(d, -2), 2).every((n) => !seasonOn(ownerSeasons(), n)) &&
          nightsFrom(d, inSeason).every((n) => seasonOn(ownerSeasons(), n)?.id === season.id) &&
          nightsFrom(addDaysIso(d, -2), 2 + inSeason).every((n) => !isTaken(n, 'standard')),
      );
    return start ? { season, start, inSeason } : null;
  }

  /** '20 Dec – 5 Jan and 15 May – 30 Jun': the season's yearly nights in the edition's words. */
  function whenIn(ed: EditionView, season: ReturnType<typeof seasonsIn>[number]): string {
    const words = ed.texts.stayForm;
    const md = (m: string) =>
      fill(words.dayMonth, {
        day: Number(m.slice(3)),
        month: words.dates.months[Number(m.slice(0, 2)) - 1]!,
      });
    const ranges = [
      ...season.everyYear.map(([a, b]) => `${md(a)} – ${md(b)}`),
      ...season.onDates.map(([a, b]) => `${dateIn(ed, a)} – ${dateIn(ed, b)}`),
    ];
    return ranges.length > 1
      ? `${ranges.slice(0, -1).join(', ')} ${words.and} ${ranges.at(-1)}`
      : ranges[0]!;
  }

  test('a stay across the start of a season is priced night by night, in the estimate and the chat', async ({
    page,
    context,
    ed,
  }) => {
    const next = nextSeason(ed);
    test.skip(!next, 'the owner has no yearly season with free nights at its start');
    const { season, start, inSeason } = next!;
    const words = ed.texts.stayForm;
    const l = labels(ed);
    const peakRate = season.rates.standard!;
    expect(peakRate, 'the season costs more than the usual rate').not.toBe(STANDARD);
    // Two usual nights, then the season's first nights.
    const r: Request = {
      room: 'standard',
      checkin: addDaysIso(start, -2),
      checkout: addDaysIso(start, inSeason),
      nights: 2 + inSeason,
      guests: 2,
    };
    const total = 2 * STANDARD + inSeason * peakRate;
    const breakdown = [
      fill(words.ratePart, { nights: count(2, words.nightCount), rate: inr(STANDARD) }),
      fill(words.ratePart, { nights: count(inSeason, words.nightCount), rate: inr(peakRate) }),
    ].join(' + ');

    const seen = await catchWhatsApp(context);
    await openAtRequest(page, ed);
    const f = stay(page, ed);
    await f.checkin.fill(r.checkin);
    await f.checkout.fill(r.checkout);
    await f.room.selectOption({ label: roomIn(ed, 'standard').title });
    expect(await summary(page, ed)).toEqual({
      [l.nights]: count(r.nights, words.nightCount),
      [words.season]: season.name,
      [l.rate]: breakdown,
      [l.total]: inr(total),
      [l.advance]: advance(total),
    });
    await expect(f.taken).toHaveCount(0);

    const popup = context.waitForEvent('page');
    await f.whatsapp.click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toContain('https://wa.me/');
    const text = new URL(tab.url()).searchParams.get('text');
    expect(text).toBe(messageIn(ed, r, { total, breakdown }));
    expect(text).toContain(
      `${fill(words.message.total, { total: inr(total), breakdown })}\n${fill(words.message.advance, { percent: ADVANCE, amount: advance(total) })}`,
    );
    if (ed.lang !== 'en') expectOwnWords(ed, text!);
    expect(seen).toHaveLength(1);
    await expectThankYou(page, ed);
  });

  test('one night in the season is refused, naming the season and its minimum, and the stay it offers sends', async ({
    page,
    context,
    ed,
  }) => {
    const next = nextSeason(ed);
    test.skip(
      !next || next.season.minNights < 2,
      'no yearly season with a minimum stay and free nights at its start',
    );
    const { season, start } = next!;
    const words = ed.texts.stayForm;
    const seen = await catchWhatsApp(context);
    await openAtRequest(page, ed);
    const f = stay(page, ed);
    await f.checkin.fill(start);
    await f.checkout.fill(addDaysIso(start, 1));
    await f.room.selectOption({ label: roomIn(ed, 'standard').title });

    const refusal = fill(words.minimumMessage, {
      season: season.name,
      when: whenIn(ed, season),
      nights: count(season.minNights, words.nightCount),
    });
    await expect(f.taken).toContainText(refusal);
    await expect(f.checkout).toHaveAttribute('aria-invalid', 'true');
    await expect(f.checkout).toHaveAccessibleDescription(new RegExp(escapeRe(refusal)));

    // Refused: no chat opens, and focus goes to the stay it offers instead.
    const offer = f.taken.getByRole('button', {
      name: fill(words.nearestAction, {
        checkin: dateIn(ed, start),
        checkout: dateIn(ed, addDaysIso(start, season.minNights)),
      }),
    });
    await expect(f.taken).toContainText(words.minimumLead);
    await f.whatsapp.click();
    await expect(offer).toBeFocused();
    expect(seen).toEqual([]);
    expect(context.pages()).toHaveLength(1);

    await offer.click();
    await expect(f.checkin).toHaveValue(start);
    await expect(f.checkout).toHaveValue(addDaysIso(start, season.minNights));
    await expect(f.taken).toHaveCount(0);
    const total = season.minNights * season.rates.standard!;
    expect((await summary(page, ed))[words.total]).toBe(inr(total));
    const popup = context.waitForEvent('page');
    await f.whatsapp.click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toContain('https://wa.me/');
    expect(new URL(tab.url()).searchParams.get('text')).toContain(
      fill(words.message.checkout, {
        date: dateIn(ed, addDaysIso(start, season.minNights)),
        nights: count(season.minNights, words.nightCount),
      }),
    );
    await expectThankYou(page, ed);
  });
});
