// Hindi words for content/pages/wireframe.ts: the same keys and list positions, never its values.
import { pageSchema } from '../page';
import { translated } from '../translate';
import { wireframePage } from './wireframe';
import { timings } from '../facts';
import { chatMessages } from '../chat';
import { rooms } from '../rooms';
import { images } from '../images';
import { propertiesHi } from '../properties.hi';

// Worked out from the properties' Hindi names and states, the way the English page does.
const statusLine = propertiesHi.map((p) => `${p.name.split(',')[0]}: ${p.wireframeLabel}`);

export const wireframePageHi = translated(
  pageSchema,
  wireframePage,
  {
    title: 'साइट की बनावट',
    description: 'यह वेबसाइट कैसे बनी है: हर पन्ना और उसके हिस्से, कंपोनेंट और तकनीक।',
    blocks: [
      // hero
      {
        name: 'मुख्य बैनर',
        title: 'यह वेबसाइट कैसे बनी है',
        eyebrow: 'साइट की बनावट',
        lead: 'हर पन्ना और उसके हिस्से, वे कंपोनेंट जिनसे वे बने हैं, और नीचे की तकनीक: उस व्यक्ति के लिए एक नक़्शा जो आगे इस साइट की देखभाल करेगा।',
      },
      // inventory
      {
        name: 'पन्ने',
        heading: {
          title: 'पन्ने',
          lead: 'साइट का हर रूट, उसके हिस्सों के क्रम के साथ, उसी रूट टेबल से पढ़ा गया जिससे नेवबार, शीर्षक और साइटमैप बनते हैं।',
        },
        list: {
          inNavbar: 'नेवबार में “{nav}” नाम से',
          notInNavbar: 'नेवबार में नहीं',
          notIndexed: 'सर्च इंजन में नहीं',
        },
      },
      // inventory
      {
        name: 'कंपोनेंट की श्रेणियाँ',
        heading: {
          title: 'कंपोनेंट की श्रेणियाँ',
          lead: 'यह सूची साइट बनते समय components फ़ोल्डर से पढ़ी जाती है, इसलिए कोई नया कंपोनेंट यहाँ अपने-आप दिखने लगता है।',
        },
        list: {
          folders: {
            layout: 'हर पन्ने का ढाँचा: नेवबार, मोबाइल मेन्यू, फ़ुटर और प्रोवाइडर।',
            ui: 'सभी पन्नों में इस्तेमाल होने वाले साझा हिस्से: सेक्शन, शीर्षक, बटन, तस्वीरें, कैरोसेल, नक़्शा, गैलरी।',
            'ui/carousel': 'कैरोसेल के हिस्से।',
            sections:
              'हर तरह के सेक्शन के लिए एक कंपोनेंट, और वह रेंडरर जो content/pages/ में लिखे ब्लॉकों से पूरा पन्ना बनाता है।',
            'stay-request': 'ठहरने का अनुरोध: बुक रातों वाले कैलेंडर पर तारीख़ें, मेहमान, अनुमानित ख़र्च और संदेश।',
            'contact-form':
              'चिट्ठी वाला फ़ॉर्म, उसका सहेजा हुआ मसौदा, और बिना JavaScript वाले ब्राउज़रों के लिए उसकी सूचना।',
          },
        },
      },
      // inventory
      {
        name: 'तकनीक',
        heading: {
          title: 'तकनीक',
          lead: 'वे पैकेज जिनसे साइट बनी है, package.json से पढ़े गए।',
        },
        list: {
          runtime: 'साइट में',
          tooling: 'बिल्ड और टेस्ट',
          columns: {
            name: 'पैकेज',
            version: 'संस्करण',
            note: 'काम',
          },
          notes: {
            next: 'App Router, स्टैटिक एक्सपोर्ट के साथ पहले से रेंडर किया हुआ',
            react: 'डिफ़ॉल्ट रूप से सर्वर कंपोनेंट, छोटे क्लाइंट आइलैंड',
            'react-dom': 'रेंडरिंग और हाइड्रेशन',
            tailwindcss: 'डिज़ाइन टोकन और यूटिलिटी स्टाइल',
            'embla-carousel-react': 'इकलौता कैरोसेल',
            'embla-carousel-autoplay': 'कैरोसेल के अपने-आप चलने का समय',
            sonner: 'टोस्ट सूचनाएँ',
            '@radix-ui/react-tooltip': 'सुलभ टूलटिप',
            '@radix-ui/react-select': 'सुलभ ड्रॉपडाउन',
            '@radix-ui/react-tabs': 'कमरों के टैब',
            '@radix-ui/react-dialog': 'गैलरी लाइटबॉक्स',
            'lucide-react': 'आइकन',
            zod: 'बिल्ड के समय सामग्री की जाँच',
            sharp: 'अलग-अलग स्क्रीन के लिए AVIF और WebP तस्वीरें',
            '@playwright/test': 'एक्सपोर्ट की गई साइट पर एंड-टू-एंड टेस्ट',
            jest: 'यूनिट टेस्ट',
            '@axe-core/playwright': 'सुलभता की जाँच',
            typescript: 'सख़्त टाइप',
            eslint: 'लिंटिंग',
            prettier: 'फ़ॉर्मैटिंग',
          },
        },
      },
      // facts (terms)
      {
        name: 'मुख्य ख़ूबियाँ',
        heading: {
          title: 'मुख्य ख़ूबियाँ',
          lead: 'सबसे ज़रूरी व्यवहार, उन्हीं स्थिर मानों के साथ जिन्हें पन्ने ख़ुद इस्तेमाल करते हैं।',
        },
        items: [
          {
            title: 'पहले से रेंडर और स्टैटिक',
            text: 'हर पन्ना बिल्ड के समय ही HTML बन जाता है और बिना JavaScript के पढ़ा जा सकता है; सिर्फ़ छोटे आइलैंड (कैरोसेल, नक़्शा, मेन्यू, फ़ॉर्म) हाइड्रेट होते हैं।',
          },
          {
            title: 'ख़ास कैरोसेल',
            text: `${timings.featuredImageCount} तस्वीरें, लगातार घूमती हुई, हर ${timings.autoplay.featured} ms में आगे बढ़ती हैं; माउस ऊपर लाने, कीबोर्ड फ़ोकस या रोकने वाले बटन पर रुक जाती हैं, और कम हलचल (reduced motion) की सेटिंग में अपने-आप कभी नहीं चलतीं।`,
          },
          {
            title: 'छोटी स्क्रीन के कैरोसेल',
            text: `हमारी सोच वाले पन्ने पर नज़रिया (${timings.autoplay.philosophy} ms) और वादे (${timings.autoplay.commitments} ms) चौड़ी स्क्रीन पर ग्रिड बन जाते हैं।`,
          },
          {
            title: 'ज़रूरत पर लोड होने वाला नक़्शा',
            text: 'नक़्शा तभी लोड होता है जब वह स्क्रीन के पास आए, लोड होते समय बताता है कि लोड हो रहा है, और लोड न हो पाए तो उसकी जगह एक लिंक दिखता है।',
          },
          {
            title: 'पहले से लिखे संदेशों के साथ चैट',
            text: `पहले से लिखे ${Object.keys(chatMessages).length} संदेश नए टैब में चैट खोलते हैं; साइट ख़ुद कुछ नहीं भेजती।`,
          },
          {
            title: 'नेवबार के नीचे एंकर',
            text: `पन्ने के भीतर के लिंक ऊपर से ${timings.anchorOffsetPx} px नीचे, चिपके हुए नेवबार के नीचे पहुँचते हैं, और जब तक कम हलचल की सेटिंग न हो, आराम से स्क्रॉल होते हैं।`,
          },
          {
            title: 'घरों की स्थिति',
            text: `${statusLine.join(', ')}।`,
          },
          {
            title: 'कमरे और किराया',
            text: `content/ फ़ोल्डर से लिए गए किराये के साथ ${rooms.length} तरह के कमरे; संपर्क फ़ॉर्म ${timings.contactSendDelayMs / 1000} सेकंड में भेजने की नक़ल करता है।`,
          },
          {
            title: 'हर स्क्रीन के हिसाब से तस्वीरें',
            text: `${images.length} तस्वीरों की जगहें, हर एक के AVIF और WebP रूप, तय आकार और तस्वीर के लिखित विवरण (alt text) के साथ।`,
          },
        ],
      },
    ],
  },
  { file: 'content/pages/wireframe.hi.ts', englishFile: 'content/pages/wireframe.ts' },
);
