import { amenities, type Amenity } from './amenities';
import { amenitiesHi } from './amenities.hi';
import { chatMessages, type ChatMessageKey } from './chat';
import { chatMessagesHi } from './chat.hi';
import { type Experience, experiences } from './experiences';
import { experiencesHi } from './experiences.hi';
import { facts } from './facts';
import { factsHi } from './facts.hi';
import { images } from './images';
import { categoryNamesHi, imagesHi } from './images.hi';
import { interfaceWords, type InterfaceWords } from './interface';
import { interfaceWordsHi } from './interface.hi';
import type { Page } from './page';
import { aboutPage } from './pages/about';
import { aboutPageHi } from './pages/about.hi';
import { awokaPage } from './pages/awoka';
import { awokaPageHi } from './pages/awoka.hi';
import { chaayaPage } from './pages/chaaya';
import { chaayaPageHi } from './pages/chaaya.hi';
import { contactPage } from './pages/contact';
import { contactPageHi } from './pages/contact.hi';
import { footer } from './pages/footer';
import { footerHi } from './pages/footer.hi';
import { homePage } from './pages/home';
import { homePageHi } from './pages/home.hi';
import { mediaPage } from './pages/media';
import { mediaPageHi } from './pages/media.hi';
import { micrositePage } from './pages/microsite';
import { micrositePageHi } from './pages/microsite.hi';
import { notFoundPage } from './pages/not-found';
import { notFoundPageHi } from './pages/not-found.hi';
import { projectsPage } from './pages/projects';
import { projectsPageHi } from './pages/projects.hi';
import { sanPage } from './pages/san';
import { sanPageHi } from './pages/san.hi';
import { planYourStay } from './pages/stay';
import { planYourStayHi } from './pages/stay.hi';
import { stayForm } from './pages/stay-form';
import { stayFormHi } from './pages/stay-form.hi';
import { thankYouPage } from './pages/thank-you';
import { thankYouPageHi } from './pages/thank-you.hi';
import { wireframePage } from './pages/wireframe';
import { wireframePageHi } from './pages/wireframe.hi';
import { properties, type Property } from './properties';
import { propertiesHi, propertyStatusHi } from './properties.hi';
import { bookingTerms, bookingTermsShort, rooms, type Room } from './rooms';
import { bookingTermsHi, bookingTermsShortHi, roomsHi } from './rooms.hi';
import type { ImageRef } from './schema';
import { shareCardCopy, site, type Site } from './site';
import { shareCardCopyHi, siteHi } from './site.hi';
import { guestLetters, type GuestLetter, type Review, reviews } from './testimonials';
import { guestLettersHi, reviewsHi } from './testimonials.hi';
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

const english: Edition = {
  lang: 'en',
  pages: {
    home: homePage,
    about: aboutPage,
    projects: projectsPage,
    chaaya: chaayaPage,
    san: sanPage,
    awoka: awokaPage,
    contact: contactPage,
    media: mediaPage,
    wireframe: wireframePage,
    microsite: micrositePage,
    thankYou: thankYouPage,
    notFound: notFoundPage,
  },
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
    // English shows a status as it is named.
    propertyStatus: {
      'Open for Stays': 'Open for Stays',
      'In Restoration': 'In Restoration',
      'Sacred Vision': 'Sacred Vision',
    },
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
  pages: {
    home: homePageHi,
    about: aboutPageHi,
    projects: projectsPageHi,
    chaaya: chaayaPageHi,
    san: sanPageHi,
    awoka: awokaPageHi,
    contact: contactPageHi,
    media: mediaPageHi,
    wireframe: wireframePageHi,
    microsite: micrositePageHi,
    thankYou: thankYouPageHi,
    notFound: notFoundPageHi,
  },
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
