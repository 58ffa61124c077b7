import type { Season } from '../stay-pricing';
import type { Amenity } from './amenities';
import type { ChatMessageKey } from './chat';
import type { Experience } from './experiences';
import { factSlots } from './fact-slots';
import { factsIn, type Facts } from './facts';
import type { Footer } from './footer';
import { imagesIn, type ImageRef } from './images';
import type { InterfaceWords } from './interface';
import { defaultLang, langs, type Lang } from './languages';
import { loadPage, pageLists, pageSlots, type PageContext } from './load-page';
import type { Page } from './page-file';
import type { Payment } from './payment';
import { houseIds, HOUSES_DIR, stayHouseId } from '../houses.mjs';
import { houseSchema, type Property, type PropertyId } from './properties';
import {
  loadHouseFile,
  loadWordsFile,
  pageNames,
  type HouseFileName,
  type WordsFileName,
} from './registry';
import { loadWords } from './load-words';
import type { Room } from './rooms';
import { seasonsIn } from './seasons';
import { shareCardCopyIn, siteIn, type ShareCardCopy, type Site } from './site';
import type { Slots } from './slots';
import type { PlanYourStay } from './stay';
import type { StayForm } from './stay-form';
import type { GuestLetter, Review, Testimonials } from './testimonials';
import { houseRulesIn } from './house-rules';
import type { Trip } from './trip';

export { defaultLang, langs, type Lang };

/*
 * The site in each language, gathered in one place: the routes, the layout and the components
 * pick an edition by its language and read everything they say from it. The owner's values
 * (prices, numbers, picture slots, links) are the same objects in every one; only the words
 * differ, and each language's files are checked against the default language's as it is built.
 * The languages are content/languages.yaml's: one more there is one more edition everywhere.
 *
 * An edition is loaded here and only here, in the order its files depend on each other: the
 * facts first, since every other file's sentences may name them; then each file, handed those
 * figures; then the pages, handed the figures and the lists they place by name. The loaders are
 * functions of what they are given, so none reaches for another file's loader.
 */

export type Edition = {
  lang: Lang;
  /**
   * Every page of content/pages/, by its file's name ('about', 'thank-you'), in the order of the
   * folder: a page file added there is a page here, in every edition.
   */
  pages: Readonly<Record<string, Page>>;
  texts: {
    interface: InterfaceWords;
    stayForm: StayForm;
    planYourStay: PlanYourStay;
    footer: Footer;
    site: Site;
    shareCard: ShareCardCopy;
    chat: Readonly<Record<ChatMessageKey, string>>;
    facts: Facts;
    properties: readonly Property[];
    /** The words of each property's status badge. */
    propertyStatus: Readonly<Record<Property['status'], string>>;
    rooms: readonly Room[];
    /** The seasons with their rates and minimum stays, named in this language. */
    seasons: readonly Season[];
    bookingTerms: readonly string[];
    bookingTermsShort: readonly string[];
    amenities: readonly Amenity[];
    experiences: readonly Experience[];
    guestLetters: readonly GuestLetter[];
    reviews: readonly Review[];
    /** The names of the places guests write (the guest book, Google…), shown beside their words. */
    testimonialSources: Testimonials['sources'];
    images: readonly ImageRef[];
    /** The name shown for each photo category (English files photos under English names). */
    categoryNames: Readonly<Record<string, string>>;
    /** Before the trip: getting there, month by month, the house's rules, guests' questions. */
    trip: Trip;
    /** Whom a guest pays and how (the pay page). */
    payment: Payment;
  };
};

type Texts = Edition['texts'];

/** An edition's texts, and the figures its pages' sentences may name. */
function textsIn(lang: Lang): { texts: Texts; slots: Slots } {
  // The facts first: every other file's sentences may name them.
  const facts = factsIn(lang);
  const slots = factSlots(lang);
  // A file that is only its schema loads as its registry row says, the facts filled in or not.
  const words = <N extends WordsFileName>(name: N) => loadWordsFile(name, lang, slots);
  // The rooms, seasons and before-the-trip answers are the folder of the house open for stays.
  const stayHouse = stayHouseId();
  const ofHouse = <N extends HouseFileName>(name: N) => loadHouseFile(name, stayHouse, lang, slots);
  const roomsFile = ofHouse('rooms');
  const stages = words('house-stages');
  const properties = housesIn(lang, slots);
  const testimonials = words('testimonials');
  const stayForm = words('stay-form');
  // The others need more than their row: site.yaml holds the share card's line too and takes the
  // build's own address, the seasons name English's mistakes by line their own way, the photos
  // are JSON.
  const site = siteIn(lang, slots);
  const images = imagesIn(lang);
  const texts: Texts = {
    // The stay request's words are a file of their own, nested in the interface's.
    interface: { ...words('interface'), stayRequest: stayForm },
    stayForm,
    planYourStay: words('stay'),
    footer: words('footer'),
    site,
    shareCard: shareCardCopyIn(lang, site),
    chat: words('chat'),
    facts,
    properties,
    propertyStatus: stages.statuses,
    rooms: roomsFile.rooms,
    seasons: seasonsIn(lang),
    bookingTerms: roomsFile.bookingTerms,
    bookingTermsShort: roomsFile.bookingTermsShort,
    amenities: ofHouse('amenities'),
    experiences: ofHouse('experiences'),
    guestLetters: testimonials.guestLetters,
    reviews: testimonials.reviews,
    testimonialSources: testimonials.sources,
    images: images.images,
    categoryNames: images.categoryNames,
    trip: {
      gettingThere: ofHouse('getting-there'),
      months: ofHouse('months'),
      // Its hours fill its own sentences as well as the facts.
      houseRules: houseRulesIn(lang, slots),
      questions: ofHouse('questions'),
    },
    payment: words('payment'),
  };
  return {
    texts,
    slots: pageSlots(slots, { ...texts, stageLine: stages.stageLine }),
  };
}

/** Every house of content/houses/, each with its id, in the order its file gives. */
function housesIn(lang: Lang, slots: Slots): Property[] {
  const houses = houseIds().map((id) => ({
    id,
    ...loadWords(houseSchema, `houses/${id}/house`, lang, { slots }),
  }));
  const orders = new Map<number, string>();
  for (const house of houses) {
    const other = orders.get(house.order);
    if (other) {
      throw new Error(
        `Invalid content in ${HOUSES_DIR}/${house.id}/house.yaml: order: ${house.order} is also ${other}'s place; give each house a place of its own`,
      );
    }
    orders.set(house.order, house.id);
  }
  return houses.sort((a, b) => a.order - b.order);
}

const english = textsIn(defaultLang);
const contexts = new Map<Lang, PageContext>();

/** An edition from its texts; its pages are laid over the default edition's lists. */
function editionIn(lang: Lang): Edition {
  const own = lang === defaultLang ? english : textsIn(lang);
  const context: PageContext = {
    lang,
    slots: own.slots,
    lists: pageLists(own.texts),
    englishLists: pageLists(english.texts),
  };
  contexts.set(lang, context);
  return {
    lang,
    pages: Object.fromEntries(pageNames().map((name) => [name, loadPage(name, context)])),
    texts: own.texts,
  };
}

/** Every edition, by language; each is built, and so checked, when the site is built. */
export const editions: Readonly<Record<Lang, Edition>> = Object.fromEntries(
  langs.map((lang) => [lang, editionIn(lang)]),
);

/**
 * What each page of an edition was given (the figures and the lists it places), so one page can
 * be loaded again alone, as the tests do with a page file changed.
 */
export function pageContextOf(lang: Lang): PageContext {
  const found = contexts.get(lang);
  if (!found)
    throw new Error(`content/languages.yaml: no language "${lang}" (${langs.join(', ')})`);
  return found;
}

/** The edition of a language; an unknown code is a mistake in the code that asks. */
export function editionOf(lang: Lang): Edition {
  const found = editions[lang];
  if (!found)
    throw new Error(`content/languages.yaml: no language "${lang}" (${langs.join(', ')})`);
  return found;
}

/** The edition served at the site's root, in the language of the files without a code. */
export const defaultEdition: Edition = editionOf(defaultLang);

/*
 * Look-ups in the edition a page is drawn from. Every page, section and loader is handed its
 * edition as a value (a route picks it by language and passes it down), so nothing keeps a
 * language of its own: two pages rendered at once, or a test rendering either language, cannot
 * see each other's words. A missing one is named.
 */

/** A page of an edition by its file's name ('thank-you'). */
export function pageNamed(edition: Pick<Edition, 'pages'>, name: string): Page {
  const found = edition.pages[name];
  if (!found) throw new Error(`content/pages/: no page "${name}.yaml"`);
  return found;
}

/** The edition's words for a picture slot (its alt text). */
export function imageOf(edition: Edition, id: string): ImageRef {
  const found = edition.texts.images.find((i) => i.id === id);
  if (!found) throw new Error(`content/images.json: no image slot "${id}"`);
  return found;
}

export function propertyOf(edition: Edition, id: PropertyId): Property {
  const found = edition.texts.properties.find((p) => p.id === id);
  if (!found) throw new Error(`${HOUSES_DIR}/: no house "${id}"`);
  return found;
}

/** An Instagram account a page links to: the family's ('family') or a house's, by its id. */
export function instagramOf(edition: Edition, account: string): Site['social']['instagram'] {
  if (account === 'family') return edition.texts.site.social.instagram;
  const profile = propertyOf(edition, account).instagram;
  if (!profile) {
    throw new Error(
      `${HOUSES_DIR}/${account}/house.yaml: a page links to the house's Instagram, but the house has none: give it one (instagram) or take the link out`,
    );
  }
  return profile;
}

/**
 * The house the rooms, seasons, closures and stay request belong to: the one open for stays.
 * They are one set for one house, so a second house opened for stays would be sold with the
 * first one's rooms; the build stops instead, naming the file.
 */
export function houseOpenForStays(edition: Pick<Edition, 'texts'>): Property {
  const open = edition.texts.properties.filter((p) => p.status === 'Open for Stays');
  const [house] = open;
  if (open.length !== 1 || !house) {
    throw new Error(
      `${HOUSES_DIR}/: exactly one house can be Open for Stays while rooms, seasons and closed dates are one set (found ${open.length}: ${open.map((p) => p.id).join(', ') || 'none'})`,
    );
  }
  return house;
}

export function roomOf(edition: Edition, id: Room['id']): Room {
  const found = edition.texts.rooms.find((r) => r.id === id);
  if (!found) throw new Error(`${HOUSES_DIR}/${stayHouseId()}/rooms.yaml: no room "${id}"`);
  return found;
}
