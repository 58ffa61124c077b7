import { availability } from '../../../lib/content/availability';
import { seasonsIn } from '../../../lib/content/seasons';
import { seasonOn, type Season } from '../../../lib/stay-pricing';

/*
 * Stays chosen by the family's own data rather than by the calendar: the tests that price a stay
 * at a room's usual rate need nights in no season, and nights no closure or calendar feed has
 * taken, whatever the family writes into content/seasons.yaml and content/closures.json.
 */

/** The calendar date `days` after `iso`, written here rather than with the site's helper. */
export const addDaysIso = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The nights from `checkin`, `nights` of them (the last is the night before check-out). */
export const nightsFrom = (checkin: string, nights: number) =>
  Array.from({ length: nights }, (_, i) => addDaysIso(checkin, i));

/** The owner's seasons, as the pages read them. */
export const ownerSeasons = (): readonly Season[] => seasonsIn('en');

/** Whether a room (any room, without one) has the night taken, as the build read the calendars. */
export function isTaken(night: string, room?: string): boolean {
  const { rooms } = availability();
  return Object.entries(rooms).some(
    ([id, ranges]) =>
      (room === undefined || id === room) && ranges.some(([a, b]) => a <= night && night <= b),
  );
}

/** A night at every room's usual rate, free in every room. */
export const isOrdinary = (night: string) => !seasonOn(ownerSeasons(), night) && !isTaken(night);

/**
 * The first check-in on or after `from` from which `nights` nights are all ordinary: with
 * today's content, `from` itself.
 */
export function ordinaryCheckin(from: string, nights: number): string {
  for (let checkin = from, tries = 0; tries < 800; checkin = addDaysIso(checkin, 1), tries++) {
    if (nightsFrom(checkin, nights).every(isOrdinary)) return checkin;
  }
  throw new Error(`no ${nights} ordinary nights in a row after ${from}`);
}

/** '03122027': a date as a visitor types it into Chromium's date field (month, day, year). */
export const typedDate = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;
