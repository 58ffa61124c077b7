import { amenities, amenitiesHi, type Amenity } from './amenities';
import { chatMessages, chatMessagesHi, type ChatMessageKey } from './chat';
import { type Experience, experiences, experiencesHi } from './experiences';
import { facts, factsHi, type Facts } from './facts';
import { categoryNamesHi, images, imagesHi } from './images';
import { interfaceWords, interfaceWordsHi, type InterfaceWords } from './interface';
import { loadPage, type PageLang } from './load-page';
import type { Page } from './page';
import { footer, footerHi, type Footer } from './pages/footer';
import { planYourStay, planYourStayHi, type PlanYourStay } from './pages/stay';
import { stayForm, stayFormHi, type StayForm } from './pages/stay-form';
import {
  properties,
  propertiesHi,
  propertyStatus,
  propertyStatusHi,
  type Property,
} from './properties';
import {
  bookingTerms,
  bookingTermsHi,
  bookingTermsShort,
  bookingTermsShortHi,
  rooms,
  roomsHi,
  type Room,
} from './rooms';
import type { ImageRef } from './schema';
import {
  shareCardCopy,
  shareCardCopyHi,
  site,
  siteHi,
  type ShareCardCopy,
  type Site,
} from './site';
import {
  guestLetters,
  guestLettersHi,
  type GuestLetter,
  type Review,
  reviews,
  reviewsHi,
} from './testimonials';

/*
 * The site in each language, gathered in one place: the routes, the layout and the components
 * pick an edition by its language and read everything they say from it. The owner's values
 * (prices, numbers, picture slots, links) are the same objects in both; only the words differ,
 * and each Hindi module has already been checked against its English twin when imported here.
 */

export type Lang = 'en' | 'hi';

export const langs: readonly Lang[] = ['en', 'hi'];

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
    bookingTerms: readonly string[];
    bookingTermsShort: readonly string[];
    amenities: readonly Amenity[];
    experiences: readonly Experience[];
    guestLetters: readonly GuestLetter[];
    reviews: readonly Review[];
    images: readonly ImageRef[];
    /** The name shown for each photo category (English files photos under English names). */
    categoryNames: Readonly<Record<string, string>>;
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

const english: Edition = {
  lang: 'en',
  pages: pagesIn('en'),
  texts: {
    interface: interfaceWords,
    stayForm,
    planYourStay,
    footer,
    site,
    shareCard: shareCardCopy,
    chat: chatMessages,
    facts,
    properties,
    propertyStatus,
    rooms,
    bookingTerms,
    bookingTermsShort,
    amenities,
    experiences,
    guestLetters,
    reviews,
    images,
    categoryNames: Object.fromEntries(
      images.flatMap((i) => (i.category ? [[i.category, i.category]] : [])),
    ),
  },
};

const hindi: Edition = {
  lang: 'hi',
  pages: pagesIn('hi'),
  texts: {
    interface: interfaceWordsHi,
    stayForm: stayFormHi,
    planYourStay: planYourStayHi,
    footer: footerHi,
    site: siteHi,
    shareCard: shareCardCopyHi,
    chat: chatMessagesHi,
    facts: factsHi,
    properties: propertiesHi,
    propertyStatus: propertyStatusHi,
    rooms: roomsHi,
    bookingTerms: bookingTermsHi,
    bookingTermsShort: bookingTermsShortHi,
    amenities: amenitiesHi,
    experiences: experiencesHi,
    guestLetters: guestLettersHi,
    reviews: reviewsHi,
    images: imagesHi,
    categoryNames: categoryNamesHi,
  },
};

export const editions: Readonly<Record<Lang, Edition>> = { en: english, hi: hindi };
