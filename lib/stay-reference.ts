/**
 * A stay's reference, made from the stay alone so that no server has to hand one out:
 * `CHA-STA-270312-3N-2G` is house CHA, room STA, check-in 12 March 2027, 3 nights, 2 guests.
 * The guest's message carries it and the family's reply page reads the stay back from it, so
 * making and parsing live side by side and must stay each other's inverse.
 */
import { addDays, isIsoDate } from '@/lib/dates.mjs';

/** A house's or a room's code: the first three letters or digits of its id, in capitals. */
export function codeOf(id: string): string {
  return id
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 3)
    .toUpperCase();
}

/**
 * Each id's code; two ids with one code would make two stays share a reference, so the build
 * stops, naming the file and both ids.
 */
export function codesOf(
  ids: readonly string[],
  file: string,
  what: string,
): Record<string, string> {
  const byCode = new Map<string, string>();
  const out: Record<string, string> = {};
  for (const id of ids) {
    const code = codeOf(id);
    if (code.length < 2) {
      throw new Error(
        `${file}: the ${what} id "${id}" gives the stay reference too short a code ("${code}"); give it an id of at least two letters`,
      );
    }
    const other = byCode.get(code);
    if (other !== undefined) {
      throw new Error(
        `${file}: the ${what}s "${other}" and "${id}" both give the stay reference the code ${code}; change the first three letters of one id`,
      );
    }
    byCode.set(code, id);
    out[id] = code;
  }
  return out;
}

export type ReferenceStay = {
  /** Codes, as codesOf gives them. */
  house: string;
  room: string;
  /** YYYY-MM-DD */
  checkin: string;
  nights: number;
  guests: number;
};

/** 'CHA-STA-270312-3N-2G' */
export function makeReference(stay: ReferenceStay): string {
  const [year = '', month = '', day = ''] = stay.checkin.split('-');
  return `${stay.house}-${stay.room}-${year.slice(2)}${month}${day}-${stay.nights}N-${stay.guests}G`;
}

/** A reference anywhere in a text: the family may paste it inside the whole message. */
const REFERENCE = /\b([A-Z0-9]{2,3})-([A-Z0-9]{2,3})-(\d{2})(\d{2})(\d{2})-(\d{1,3})N-(\d{1,3})G\b/;

/**
 * The first reference in `text` (any case), or null when there is none or it names no real
 * date or an empty stay. Years are this century's.
 */
export function parseReference(text: string): (ReferenceStay & { checkout: string }) | null {
  const m = REFERENCE.exec(text.toUpperCase());
  if (!m) return null;
  const [, house = '', room = '', yy, mm, dd, n, g] = m;
  const checkin = `20${yy}-${mm}-${dd}`;
  const nights = Number(n);
  const guests = Number(g);
  if (!isIsoDate(checkin) || nights < 1 || guests < 1) return null;
  return { house, room, checkin, nights, guests, checkout: addDays(checkin, nights) };
}
