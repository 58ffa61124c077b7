import {
  countWord,
  countWordTitle,
  facts,
  factsIn,
  formatFeet,
  houseAge,
  joinWithOr,
} from './facts';
import { readData } from './data';
import type { DataLang } from './load-words';

/** The rooms guests can book: one list, which the sentences that count rooms count. */
export const ROOMS_FILE = 'content/rooms.yaml';

/**
 * How many rooms the house has: the length of the owner's room list. Counted from the file as
 * written because the rooms' own sentences are filled from these slots; the list itself is
 * validated by the rooms loader, which names any mistake in it.
 */
function roomCount(): number {
  if (counted === undefined) {
    const { rooms } = (readData(ROOMS_FILE).data ?? {}) as { rooms?: unknown };
    counted = Array.isArray(rooms) ? rooms.length : 0;
  }
  return counted;
}
let counted: number | undefined;

/**
 * The owner's facts as sentences name them ('Built in {since}'), as this language writes them.
 * Only facts: any data file may use these without a load-order cycle, since facts need nothing.
 */
export function factSlots(lang: DataLang): Readonly<Record<string, string | number>> {
  const words = factsIn(lang);
  const rooms = roomCount();
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
