import { availability } from '@/content/availability';
import type { StayConfig } from './stay-request';
import { seasonsIn } from '@/lib/content/seasons';
import { edition, localPath } from '@/lib/edition';

/**
 * The stay request's figures and words, read from content/ on the server and handed to the island
 * as plain props, so the island never imports the validated content modules (or zod), and a page
 * drawn from another copy of the interface words hands the form that copy.
 */
export function stayConfig(): StayConfig {
  const { lang, texts } = edition();
  const { facts, interface: interfaceWords, rooms, site } = texts;
  const { rooms: taken, until } = availability();
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
    thankYou: localPath('/thank-you/'),
    taken,
    takenUntil: until,
    seasons: seasonsIn(lang),
  };
}
