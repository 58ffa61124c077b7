import {
  countWord,
  countWordTitle,
  facts,
  factsIn,
  formatFeet,
  houseAge,
  joinWithOr,
} from './facts';
import type { Lang } from './languages';
import { roomsAsWritten } from './room-ids';
import type { Slots } from './slots';

/**
 * The owner's facts as sentences name them ('Built in {since}'), as this language writes them.
 * Only facts and the rooms as written, which need no slots themselves: each edition works these
 * out first and fills every file's sentences from them (lib/content/editions.ts).
 */
export function factSlots(lang: Lang): Slots {
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
    guestRatingSource: words.guestRatingSource,
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
