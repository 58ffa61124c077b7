// Hindi words for content/pages/stay.ts: the same keys and list positions, never its values.
import { translatedCopy } from '../translate';
import { planYourStay } from './stay';
import { facts } from '../facts';

export const planYourStayHi = translatedCopy(
  planYourStay,
  {
    eyebrow: 'ठहरने की योजना बनाएँ',
    title: 'एक किराया, सब कुछ शामिल',
    lead: 'प्रति रात के एक ही किराये में आपका कमरा, परिवार की रसोई से तीनों वक़्त का खाना और हर वह अनुभव शामिल है जिसमें आप हिस्सा लें।',
    composerTitle: 'ठहरने का अनुरोध भेजें',
    composerLead: `परिवार को बताइए कि आप कब आना चाहते हैं, कितने मेहमान आ रहे हैं और कौन-सा कमरा चाहिए। वे ख़ुद जवाब देते हैं और ${facts.confirmationHours} घंटे के भीतर बता देते हैं कि कमरा ख़ाली है या नहीं।`,
    fallbackLink: 'चैट पर पूछें कि कमरा ख़ाली है या नहीं',
    updated:
      'बुक हो चुकी रातों की जानकारी परिवार के अपने कैलेंडरों से आती है (आख़िरी अपडेट: {date})। फिर भी हर अनुरोध की पुष्टि परिवार ख़ुद करता है।',
    takenTitle: 'पहले से बुक रातें',
    takenNone: 'आने वाले महीनों में कोई नहीं',
    takenMore: 'और आगे की रातें: चैट पर पूछें',
    calendarName: 'छाया होमस्टे: परिवार की ओर से बंद',
    calendarEvent: 'बंद',
    ratesLabel: 'कमरों का किराया',
    termsLabel: 'बुकिंग की शर्तें',
  },
  { file: 'content/pages/stay.hi.ts', englishFile: 'content/pages/stay.ts' },
);
