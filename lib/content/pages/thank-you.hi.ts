// Hindi words for content/pages/thank-you.ts: the same keys and list positions, never its values.
import { pageSchema } from '../page';
import { translated } from '../translate';
import { thankYouPage } from './thank-you';
import { facts } from '../facts';

export const thankYouPageHi = translated(
  pageSchema,
  thankYouPage,
  {
    title: 'धन्यवाद',
    description: 'आपका अनुरोध हम तक पहुँच गया है। आगे क्या होगा, यहाँ पढ़िए।',
    blocks: [
      // nextSteps
      {
        name: 'पुष्टि और आगे के क़दम',
        heading: {
          eyebrow: 'अनुरोध मिल गया',
          title: 'धन्यवाद। आपका अनुरोध भेज दिया गया है।',
          lead: 'अब यह घर आपका नाम जानता है। आगे क्या होगा, यहाँ पढ़िए।',
        },
        stepLabel: 'चरण',
        items: [
          {
            title: 'पुष्टि',
            text: `हम ${facts.confirmationHours} घंटे के भीतर ई-मेल से बताएँगे कि कमरा ख़ाली है या नहीं, साथ में आपके ठहरने का पूरा ब्योरा और बुकिंग पक्की करने के लिए अग्रिम भुगतान की जानकारी।`,
          },
          {
            title: 'योजना',
            text: 'हम मिलकर आपके दिनों की योजना बनाएँगे: सांस्कृतिक अनुभव, गाँव की सैर, रसोई, और आस-पास की वे गतिविधियाँ जो आपको पसंद आएँ।',
          },
          {
            title: 'स्वागत',
            text: 'आपके पहुँचने पर हम आपसे मिलेंगे और आपको घर ले आएँगे। चाय तैयार मिलेगी।',
          },
        ],
        actions: [
          {
            label: 'मुख्य पन्ने पर लौटें',
          },
          {
            label: 'छाया के बारे में और जानें',
          },
        ],
        contact: {
          title: 'तब तक कोई सवाल हो? हमें लिखें या संदेश भेजें।',
          message: 'इस नंबर पर संदेश भेजें: {number}',
        },
      },
    ],
  },
  { file: 'content/pages/thank-you.hi.ts', englishFile: 'content/pages/thank-you.ts' },
);
