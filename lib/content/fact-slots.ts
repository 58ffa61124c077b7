import type { DataLang } from './bilingual';
import { countWord, countWordTitle, facts, formatFeet, houseAge, timings } from './facts';
import { countWordHi, factsHi, formatFeetHi } from './facts.hi';

/*
 * The owner's facts as sentences name them by slot ('Built in {since}'), in each language's
 * words. The lists in content/ (rooms, properties) fill theirs from here; the pages add the
 * figures those lists give (lib/content/load-page.ts), so one name means one figure everywhere.
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
    payment: words.booking.payment.join(hi ? ' या ' : ' or '),
    bookingIncluded: words.booking.included,
    elevation: hi ? formatFeetHi(facts.elevationFt) : formatFeet(facts.elevationFt),
    fromDharamshala: words.travel.fromDharamshala,
    fromPathankot: words.travel.fromPathankotRailway,
    bestSeason: words.travel.bestSeason,
    featuredPhotoCount: timings.featuredImageCount,
    featuredAutoplayMs: timings.autoplay.featured,
    philosophyAutoplayMs: timings.autoplay.philosophy,
    commitmentsAutoplayMs: timings.autoplay.commitments,
    anchorOffsetPx: timings.anchorOffsetPx,
    sendDelaySeconds: timings.contactSendDelayMs / 1000,
  };
}
