import { availability } from '@/lib/content/availability';
import type { StayConfig } from './stay-request';
import { pathIn } from '@/lib/edition-addresses';
import { houseOpenForStays, type Edition } from '@/lib/content/editions';
import { stayHouseFile } from '@/lib/houses.mjs';
import { languageOf } from '@/lib/content/languages';
import { abroadOf } from '@/lib/content/payment';
import { codesOf } from '@/lib/stay-reference';

/** The calendars' taken nights per room, and the last night they cover. */
type Calendars = { rooms: StayConfig['taken']; until: StayConfig['takenUntil'] };

/**
 * The stay request's figures and words for an edition, from its texts, the calendars and the
 * address of its thank-you page: what the form works with, and what the proof sheet fills.
 */
export function stayConfigOf(
  { lang, texts }: Pick<Edition, 'lang' | 'texts'>,
  calendars: Calendars,
  thankYou: string,
): StayConfig {
  const { facts, interface: interfaceWords, rooms, seasons, site } = texts;
  return {
    rooms: rooms.map(({ id, title, priceInr, priceUnit, capacity }) => ({
      id,
      title,
      priceInr,
      priceUnit,
      capacity,
    })),
    advancePercent: facts.booking.advancePercent,
    cancellationNoticeHours: facts.booking.cancellationNoticeHours,
    included: facts.booking.included,
    maxNights: facts.booking.maxNights,
    tax: facts.booking.tax,
    chatNumber: site.chat.stays,
    email: site.email,
    words: interfaceWords.stayRequest,
    rates: interfaceWords.rates,
    newTab: interfaceWords.newTab,
    thankYou,
    taken: calendars.rooms,
    takenUntil: calendars.until,
    seasons,
    houseTimes: texts.trip.houseRules.stayRequest.times,
    checkinDate: texts.trip.houseRules.stayRequest.checkinDate,
    codes: referenceCodes(texts),
    abroad: abroadOf(texts.payment, languageOf(lang).locale.replace('_', '-')),
  };
}

/**
 * The stay reference's codes: the open house's among every house's (so opening a second one
 * cannot silently reuse a code), and each room's.
 */
export function referenceCodes(texts: Edition['texts']): StayConfig['codes'] {
  const houses = codesOf(
    texts.properties.map((p) => p.id),
    'content/houses/',
    'house',
  );
  const rooms = codesOf(
    texts.rooms.map((r) => r.id),
    stayHouseFile('rooms.yaml'),
    'room',
  );
  const house = houses[houseOpenForStays({ texts }).id] ?? '';
  return { house, rooms };
}

/**
 * The stay request's figures and words in an edition, read from content/ on the server and handed
 * to the island as plain props, so the island never imports the validated content modules (or
 * zod), and a page drawn from another copy of the interface words hands the form that copy.
 */
export function stayConfig(edition: Edition): StayConfig {
  return stayConfigOf(edition, availability(), pathIn(edition.lang, '/thank-you/'));
}
