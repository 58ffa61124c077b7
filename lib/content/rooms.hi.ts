// Hindi words for content/rooms.ts: the same keys and list positions, never its values.
import { translated, translatedCopy } from './translate';
import { bookingTerms, bookingTermsShort, rooms, roomsSchema } from './rooms';
import { facts, factsHi } from './facts';

export const roomsHi = translated(
  roomsSchema,
  rooms,
  [
    {
      title: 'हेरिटेज प्रीमियम सुइट',
      tabLabel: 'प्रीमियम सुइट',
      subtitle: 'घर का पुराना बड़ा कमरा, धौलाधार की ओर खुलता हुआ',
      description:
        'घर का सबसे बड़ा कमरा, जहाँ कभी परिवार के बड़े-बुज़ुर्ग सोया करते थे: घाटी की ओर खुलती नक़्क़ाशीदार लकड़ी की खिड़की, मिट्टी से लिपी मोटी दीवारें जो गर्मियों में ठंडी और सर्दियों में गरम रहती हैं, और सुबह की पहली चाय के लिए बैठने की अपनी अलग जगह।',
      features: [
        'हथकरघे की रज़ाइयों वाला किंग साइज़ बिस्तर',
        'पहाड़ों की ओर खुलती नक़्क़ाशीदार खिड़की',
        'बैठने की निजी जगह और पढ़ने का कोना',
        'गरम पानी वाला अटैच्ड बाथरूम',
        'सारा खाना और सभी अनुभव शामिल',
      ],
      badge: 'मेहमानों की पहली पसंद',
    },
    {
      title: 'हेरिटेज स्टैंडर्ड रूम',
      tabLabel: 'स्टैंडर्ड रूम',
      subtitle: 'आँगन से लगा एक शांत कमरा',
      description:
        'भीतरी आँगन में खुलता एक शांत कमरा, जिसमें लकड़ी के पुराने, मूल शहतीर हैं, खिड़की पर बैठने की नीची जगह है, और चारों ओर घर की आवाज़ें: चूल्हे की आग की चटचटाहट, गायों की घंटियाँ, शाम की आरती।',
      features: [
        'सूती चादरों वाला क्वीन साइज़ बिस्तर',
        'भीतरी आँगन में खुलता है',
        'लकड़ी के पुराने, मूल शहतीर और खिड़की पर बैठने की जगह',
        'गरम पानी वाला अटैच्ड बाथरूम',
        'सारा खाना और सभी अनुभव शामिल',
      ],
      badge: 'आँगन का नज़ारा',
    },
    {
      title: 'हेरिटेज डॉरमिटरी',
      tabLabel: 'डॉरमिटरी',
      subtitle: 'पुरानी छत के नीचे, साझे कमरे में अलग-अलग बिस्तर',
      description:
        'स्लेट की छत के नीचे सादे, साफ़-सुथरे बिस्तर, अकेले घूमने वालों और छोटी टोलियों के लिए, जो चारदीवारी के बजाय अनुभवों पर ख़र्च करना पसंद करते हैं। लॉकर, पढ़ने के लिए लैंप, और वही घर का बना खाना जो हर मेहमान को मिलता है।',
      features: [
        'धुली-साफ़ चादरों वाले सिंगल बिस्तर',
        'अपना लॉकर और पढ़ने का लैंप',
        'गरम पानी वाला साझा बाथरूम',
        'छज्जे के नीचे सबके बैठने की जगह',
        'सारा खाना और सभी अनुभव शामिल',
      ],
      badge: 'अकेले घूमने वालों के लिए',
    },
  ],
  { file: 'content/rooms.hi.ts', englishFile: 'content/rooms.ts' },
);

export const bookingTermsHi = translatedCopy(
  bookingTerms,
  [
    `बुकिंग पक्की करने के लिए ${facts.booking.advancePercent}% अग्रिम भुगतान`,
    `भुगतान ${factsHi.booking.payment.join(' या ')} से`,
    `रद्द करने के लिए ${facts.booking.cancellationNoticeHours} घंटे पहले सूचना ज़रूरी`,
    factsHi.booking.included,
  ],
  { file: 'content/rooms.hi.ts', englishFile: 'content/rooms.ts' },
);

export const bookingTermsShortHi = translatedCopy(
  bookingTermsShort,
  [
    factsHi.booking.included,
    `${facts.booking.advancePercent}% अग्रिम भुगतान, ${factsHi.booking.payment.join(' या ')} से`,
    `रद्द करने के लिए ${facts.booking.cancellationNoticeHours} घंटे पहले सूचना ज़रूरी`,
  ],
  { file: 'content/rooms.hi.ts', englishFile: 'content/rooms.ts' },
);
