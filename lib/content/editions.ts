import { amenitiesIn, type Amenity } from './amenities';
import { chatMessagesIn, type ChatMessageKey } from './chat';
import { type Experience, experiencesIn } from './experiences';
import { factsIn, type Facts } from './facts';
import { imagesIn } from './images';
import { interfaceWordsIn, type InterfaceWords } from './interface';
import { defaultLang, langs, type Lang } from './languages';
import { loadPage, type PageLang } from './load-page';
import type { Page } from './page';
import { footerIn, type Footer } from './pages/footer';
import { planYourStayIn, type PlanYourStay } from './pages/stay';
import { stayFormIn, type StayForm } from './pages/stay-form';
import { propertiesFileIn, type Property } from './properties';
import { roomsFileIn, type Room } from './rooms';
import { seasonsIn } from './seasons';
import type { Season } from '../seasons';
import type { ImageRef } from './schema';
import { shareCardCopyIn, siteIn, type ShareCardCopy, type Site } from './site';
import { testimonialsIn, type GuestLetter, type Review } from './testimonials';
import { tripIn, type Trip } from './trip';

export { defaultLang, langs, type Lang };

/*
 * The site in each language, gathered in one place: the routes, the layout and the components
 * pick an edition by its language and read everything they say from it. The owner's values
 * (prices, numbers, picture slots, links) are the same objects in every one; only the words
 * differ, and each language's files are checked against the default language's as it is built.
 * The languages are content/languages.yaml's: one more there is one more edition everywhere.
 */

export type Edition = {
  lang: Lang;
  pages: {
    home: Page;
    about: Page;
    projects: Page;
    chaaya: Page;
    san: Page;
    awoka: Page;
    contact: Page;
    media: Page;
    wireframe: Page;
    microsite: Page;
    thankYou: Page;
    notFound: Page;
  };
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
    images: readonly ImageRef[];
    /** The name shown for each photo category (English files photos under English names). */
    categoryNames: Readonly<Record<string, string>>;
    /** Before the trip: getting there, month by month, the house's rules, guests' questions. */
    trip: Trip;
  };
};

/** Every page of an edition, read from content/pages/. */
function pagesIn(lang: PageLang): Edition['pages'] {
  return {
    home: loadPage('home', lang),
    about: loadPage('about', lang),
    projects: loadPage('projects', lang),
    chaaya: loadPage('chaaya', lang),
    san: loadPage('san', lang),
    awoka: loadPage('awoka', lang),
    contact: loadPage('contact', lang),
    media: loadPage('media', lang),
    wireframe: loadPage('wireframe', lang),
    microsite: loadPage('microsite', lang),
    thankYou: loadPage('thank-you', lang),
    notFound: loadPage('not-found', lang),
  };
}

function editionIn(lang: Lang): Edition {
  const roomsFile = roomsFileIn(lang);
  const testimonials = testimonialsIn(lang);
  const properties = propertiesFileIn(lang);
  const images = imagesIn(lang);
  return {
    lang,
    pages: pagesIn(lang),
    texts: {
      interface: interfaceWordsIn(lang),
      stayForm: stayFormIn(lang),
      planYourStay: planYourStayIn(lang),
      footer: footerIn(lang),
      site: siteIn(lang),
      shareCard: shareCardCopyIn(lang),
      chat: chatMessagesIn(lang),
      facts: factsIn(lang),
      properties: properties.properties,
      propertyStatus: properties.statuses,
      rooms: roomsFile.rooms,
      seasons: seasonsIn(lang),
      bookingTerms: roomsFile.bookingTerms,
      bookingTermsShort: roomsFile.bookingTermsShort,
      amenities: amenitiesIn(lang),
      experiences: experiencesIn(lang),
      guestLetters: testimonials.guestLetters,
      reviews: testimonials.reviews,
      images: images.images,
      categoryNames: images.categoryNames,
      trip: tripIn(lang),
    },
  };
}

/** Every edition, by language; each is built, and so checked, when the site is built. */
export const editions: Readonly<Record<Lang, Edition>> = Object.fromEntries(
  langs.map((lang) => [lang, editionIn(lang)]),
);

/** The edition of a language; an unknown code is a mistake in the code that asks. */
export function editionOf(lang: Lang): Edition {
  const found = editions[lang];
  if (!found)
    throw new Error(`content/languages.yaml: no language "${lang}" (${langs.join(', ')})`);
  return found;
}

/** The edition served at the site's root, in the language of the files without a code. */
export const defaultEdition: Edition = editionOf(defaultLang);
