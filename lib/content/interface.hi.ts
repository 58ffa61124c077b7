// Hindi words for content/interface.ts: the same keys and list positions, never its values.
import { translated } from './translate';
import { interfaceSchema, interfaceWords } from './interface';
import { stayFormHi } from './pages/stay-form.hi';

export const interfaceWordsHi = translated(
  interfaceSchema,
  interfaceWords,
  {
    lang: 'hi',
    ogLocale: 'hi_IN',
    skipToContent: 'सीधे मुख्य सामग्री पर जाएँ',
    rated: '{max} में से {rating} की रेटिंग',
    nav: {
      home: '{name}, मुख्य पन्ना',
      main: 'मुख्य',
      menu: 'मुख्य मेन्यू',
      openMenu: 'मेन्यू खोलें',
      closeMenu: 'मेन्यू बंद करें',
      planStay: 'ठहरने की योजना बनाएँ',
      otherLanguage: 'English',
    },
    footer: {
      email: '{email} पर ई-मेल करें',
      copyright: '© {year} {name}। {line}',
    },
    newTab: {
      page: '(नए टैब में खुलेगा)',
      chat: '(नए टैब में चैट खुलेगी)',
    },
    carousel: {
      carouselRole: 'कैरोसेल',
      slideRole: 'स्लाइड',
      slide: '{count} में से {n}',
      position: 'स्लाइड {n}, कुल {count} में से',
      show: 'स्लाइड {n} दिखाएँ',
      previous: 'पिछली स्लाइड',
      next: 'अगली स्लाइड',
      play: 'स्लाइडशो चलाएँ',
      pause: 'स्लाइडशो रोकें',
    },
    gallery: {
      viewLarger: '(बड़ा करके देखें)',
      uncategorised: 'अन्य',
      photographs: {
        one: '{n} तस्वीर',
        other: '{n} तस्वीरें',
      },
    },
    lightbox: {
      close: 'बंद करें',
      previous: 'पिछली तस्वीर',
      next: 'अगली तस्वीर',
      position: '{count} में से {n}',
    },
    map: {
      title: 'हम कहाँ हैं',
      open: 'नक़्शा खोलें',
      frame: '{place} का नक़्शा',
      loading: 'नक़्शा लोड हो रहा है…',
      failed: 'नक़्शा लोड नहीं हो सका',
    },
    notifications: 'सूचनाएँ',
    errorScreen: {
      title: 'अचानक कोई गड़बड़ी हो गई!',
      fallback: 'कुछ गड़बड़ हो गई।',
      retry: 'फिर से कोशिश करें',
      home: 'मुख्य पन्ने पर लौटें',
    },
    rates: {
      per: {
        night: 'प्रति रात',
        'bed per night': 'प्रति बिस्तर, प्रति रात',
      },
      taxAdded: '+ {rate}% GST',
      taxIncluded: '{rate}% GST सहित',
      taxNone: 'GST नहीं लगता',
    },
    structuredData: {
      lodging: '{name} होमस्टे',
      priceRange: '{min}–{max} {per} (भारतीय रुपये)',
      elevation: 'ऊँचाई',
    },
    stayRequest: stayFormHi,
  },
  { file: 'content/interface.hi.ts', englishFile: 'content/interface.ts' },
);
