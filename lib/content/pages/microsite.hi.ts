// Hindi words for content/pages/microsite.ts: the same keys and list positions, never its values.
import { pageSchema } from '../page';
import { translated } from '../translate';
import { micrositePage } from './microsite';
import { facts, houseAge } from '../facts';
import { countWordHi, formatFeetHi } from '../facts.hi';
import { chaayaDayHi, chaayaExperiencesHi, chaayaTravelHi } from './chaaya.hi';
import { reviewsHi } from '../testimonials.hi';
import { formatInr } from '../format';
import { rooms } from '../rooms';

// Worked out from content/rooms.ts the same way the English page does.
const lowestPrice = formatInr(Math.min(...rooms.map((r) => r.priceInr)));

export const micrositePageHi = translated(
  pageSchema,
  micrositePage,
  {
    title: 'छाया होमस्टे',
    description: `${facts.since} से बसे पुश्तैनी घर छाया में ठहरिए: कमरे ${lowestPrice} प्रति रात से, सारा खाना शामिल, मेहमानों की रेटिंग ${facts.guestRating.toFixed(1)}। संदेश भेजकर बुक कीजिए।`,
    nav: 'छाया होमस्टे',
    blocks: [
      // hero
      {
        name: 'मुख्य बैनर',
        title: 'छाया होमस्टे',
        badge: `हेरिटेज होमस्टे · ${facts.since} से`,
        lead: `कांगड़ा घाटी में ${formatFeetHi(facts.elevationFt)} की ऊँचाई पर ${houseAge} साल पुराने पारिवारिक घर में ${countWordHi(facts.rooms)} कमरे। घर का बना खाना, गाँव की सैर और शांत सुबहें, सब शामिल।`,
        actions: [
          {
            label: 'अपना कमरा बुक करें',
          },
          {
            label: 'मेज़बान से बात करें',
          },
        ],
      },
      // stats
      {
        name: 'आँकड़े',
        label: 'एक नज़र में छाया',
        items: [
          {
            title: facts.ageYears,
            text: 'साल पुरानी विरासत',
          },
          {
            title: formatFeetHi(facts.elevationFt),
            text: 'ऊँचाई',
          },
          {
            title: facts.guestRating.toFixed(1),
            text: 'मेहमानों की रेटिंग',
          },
        ],
      },
      // floating
      {
        float: {
          label: 'अभी बुक करें',
        },
        blocks: [
          // story (house)
          {
            name: `${facts.since} से अब तक की कहानी`,
            heading: {
              eyebrow: `${facts.since} से`,
              title: `${facts.since} में बना, आज भी आबाद`,
            },
            text: [
              `छाया की मिट्टी और पत्थर की दीवारें ${houseAge} से ज़्यादा बरसातें झेल चुकी हैं। जिस आँगन में आप सुबह की चाय पिएँगे, उसी में परिवार पीढ़ियों से अनाज गाहता, शादियाँ रचाता और पड़ोसियों का स्वागत करता आया है।`,
              `हमने गाँव के कारीगरों के साथ, पुराने तरीक़ों से इस घर को सँवारा और इसकी आत्मा को बचाए रखा: नक़्क़ाशीदार खिड़कियाँ, चूल्हा, पुरानी सीढ़ियों की चरमराहट। यह जान-बूझकर छोटा रखा गया है, सिर्फ़ ${countWordHi(facts.rooms)} कमरे, ताकि हर मेहमान परिवार का मेहमान हो।`,
            ],
          },
          // roomTabs
          {
            name: 'कमरा चुनें',
            heading: {
              eyebrow: 'अपना कमरा चुनें',
              title: `${countWordHi(facts.rooms)} हेरिटेज कमरे`,
              lead: 'किराया प्रति रात है, और इसमें सारा खाना और सभी अनुभव शामिल हैं।',
            },
            tabsLabel: 'कमरों के प्रकार',
            featuresLabel: 'ख़ूबियाँ: {room}',
            reserve: {
              label: 'यह कमरा बुक करें',
            },
          },
          // gallery
          {
            name: 'गैलरी',
            heading: {
              eyebrow: 'गैलरी',
              title: 'घर की एक झलक',
            },
            label: 'छाया की गैलरी',
          },
          // quotes
          {
            name: 'मेहमानों की राय',
            heading: {
              eyebrow: 'मेहमानों की ज़ुबानी',
              title: `यहाँ ठहरे मेहमानों की रेटिंग: ${facts.guestRating.toFixed(1)}`,
            },
            items: reviewsHi.map((r) => ({
              text: r.quote,
              by: r.author,
              context: r.title,
              stay: r.stay,
            })),
          },
          // dayRhythm
          {
            name: 'दिन की लय',
            heading: chaayaDayHi.heading,
            items: chaayaDayHi.items,
          },
          // localExperiences
          {
            name: 'स्थानीय अनुभव',
            heading: {
              eyebrow: 'स्थानीय अनुभव',
              title: 'गाँव के आस-पास के दिन',
              lead: 'सब कुछ किराये में शामिल है, और सब कुछ आपकी मर्ज़ी पर।',
            },
            items: chaayaExperiencesHi,
          },
        ],
      },
      // stayRequest
      {
        name: 'किराया और क्या-क्या शामिल है',
      },
      // location
      {
        name: 'नक़्शा और सफ़र की जानकारी',
        heading: {
          eyebrow: 'यहाँ कैसे पहुँचें',
          title: 'छाया तक का रास्ता',
          lead: 'हिमाचल प्रदेश की कांगड़ा घाटी के एक गाँव में, धौलाधार की बर्फ़ीली चोटियों के नीचे। बुकिंग होने के बाद हम आपको ठीक-ठीक रास्ता भेज देते हैं और टैक्सी के इंतज़ाम में मदद करते हैं।',
        },
        map: {
          title: 'नक़्शे पर छाया',
          openLabel: 'Google Maps में खोलें',
        },
        items: chaayaTravelHi,
      },
      // closing (photo)
      {
        name: 'समापन न्योता',
        heading: {
          eyebrow: 'आपका कमरा इंतज़ार कर रहा है',
          title: 'आइए, कुछ दिन ठहरिए',
          lead: `चैट पर हमें अपनी तारीख़ें भेजिए: परिवार ख़ुद जवाब देता है और ${facts.confirmationHours} घंटे के भीतर बता देता है कि कमरा ख़ाली है या नहीं।`,
        },
        actions: [
          {
            label: 'ठहरने की बुकिंग करें',
          },
          {
            label: 'मेज़बान से बात करें',
          },
        ],
        instagram: {
          lead: 'छाया के बदलते मौसमों से जुड़े रहिए',
          suffix: 'इंस्टाग्राम पर',
        },
      },
    ],
  },
  { file: 'content/pages/microsite.hi.ts', englishFile: 'content/pages/microsite.ts' },
);
