import {
  countWord,
  countWordTitle,
  facts,
  factsIn,
  formatFeet,
  houseAge,
  joinWithOr,
} from './facts';
import type { DataLang } from './load-words';

/**
 * The owner's facts as sentences name them ('Built in {since}'), as this language writes them.
 * Only facts: any data file may use these without a load-order cycle, since facts need nothing.
 */
export function factSlots(lang: DataLang): Readonly<Record<string, string | number>> {
  const words = factsIn(lang);
  return {
    since: facts.since,
    ageYears: facts.ageYears,
    houseAge,
    rooms: facts.rooms,
    roomsWord: countWord(facts.rooms, lang),
    roomsWordTitle: countWordTitle(facts.rooms, lang),
    silencePercent: facts.silencePercent,
    localArtisans: facts.localArtisans,
    guestExperiences: facts.guestExperiences,
    guestRating: facts.guestRating.toFixed(1),
    responseDays: facts.responseDays,
    confirmationHours: facts.confirmationHours,
    cancellationHours: facts.booking.cancellationNoticeHours,
    advancePercent: facts.booking.advancePercent,
    bookingIncluded: words.booking.included,
    payment: joinWithOr(words.booking.payment, lang),
    elevation: formatFeet(facts.elevationFt, lang),
    fromDharamshala: words.travel.fromDharamshala,
    fromPathankot: words.travel.fromPathankotRailway,
    bestSeason: words.travel.bestSeason,
  };
}
