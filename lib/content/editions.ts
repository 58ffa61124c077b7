import { amenities, amenitiesHi, type Amenity } from './amenities';
import { chatMessages, type ChatMessageKey } from './chat';
import { chatMessagesHi } from './chat.hi';
import { type Experience, experiences, experiencesHi } from './experiences';
import { facts } from './facts';
import { factsHi } from './facts.hi';
import { categoryNamesHi, images, imagesHi } from './images';
import { interfaceWords, type InterfaceWords } from './interface';
import { interfaceWordsHi } from './interface.hi';
import { loadPage, type PageLang } from './load-page';
import type { Page } from './page';
import { footer } from './pages/footer';
import { footerHi } from './pages/footer.hi';
import { planYourStay } from './pages/stay';
import { planYourStayHi } from './pages/stay.hi';
import { stayForm } from './pages/stay-form';
import { stayFormHi } from './pages/stay-form.hi';
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
import { shareCardCopy, site, type Site } from './site';
import { shareCardCopyHi, siteHi } from './site.hi';
import {
  guestLetters,
  guestLettersHi,
  type GuestLetter,
  type Review,
  reviews,
  reviewsHi,
} from './testimonials';
import type { Copy } from './translate';

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
    stayForm: Copy<typeof stayForm>;
    planYourStay: Copy<typeof planYourStay>;
    footer: Copy<typeof footer>;
    site: Site;
    shareCard: Copy<typeof shareCardCopy>;
    chat: Readonly<Record<ChatMessageKey, string>>;
    facts: typeof facts;
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
