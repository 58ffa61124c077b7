import {
  countWord,
  countWordHi,
  countWordTitle,
  facts,
  factsHi,
  formatFeet,
  formatFeetHi,
  houseAge,
} from './facts';
import type { DataLang } from './load-words';

/**
 * The owner's facts as sentences name them ('Built in {since}'), as this language writes them.
 * Only facts: any data file may use these without a load-order cycle, since facts need nothing.
 */
export function factSlots(lang: DataLang): Readonly<Record<string, string | number>> {
  const hi = lang === 'hi';
  const words = hi ? factsHi : facts;
  return {
    since: facts.since,
    ageYears: facts.ageYears,
    houseAge,
    rooms: facts.rooms,
    roomsWord: hi ? countWordHi(facts.rooms) : countWord(facts.rooms),
    roomsWordTitle: hi ? countWordHi(facts.rooms) : countWordTitle(facts.rooms),
    silencePercent: facts.silencePercent,
    localArtisans: facts.localArtisans,
    guestExperiences: facts.guestExperiences,
    guestRating: facts.guestRating.toFixed(1),
    responseDays: facts.responseDays,
    confirmationHours: facts.confirmationHours,
    cancellationHours: facts.booking.cancellationNoticeHours,
    advancePercent: facts.booking.advancePercent,
    bookingIncluded: words.booking.included,
    payment: words.booking.payment.join(hi ? ' या ' : ' or '),
    elevation: hi ? formatFeetHi(facts.elevationFt) : formatFeet(facts.elevationFt),
    fromDharamshala: words.travel.fromDharamshala,
    fromPathankot: words.travel.fromPathankotRailway,
    bestSeason: words.travel.bestSeason,
  };
}
