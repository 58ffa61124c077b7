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
import { roomsAsWritten } from './room-ids';

/**
 * The owner's facts as sentences name them ('Built in {since}'), as this language writes them.
 * Only facts: any data file may use these without a load-order cycle, since facts need nothing.
 */
export function factSlots(lang: DataLang): Readonly<Record<string, string | number>> {
  const words = factsIn(lang);
  // Counted as written: the rooms' own sentences are filled from these slots.
  const rooms = roomsAsWritten().length;
  return {
    since: facts.since,
    ageYears: facts.ageYears,
    houseAge,
    rooms,
    roomsWord: countWord(rooms, lang),
    roomsWordTitle: countWordTitle(rooms, lang),
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
