// Hindi words for content/pages/chaaya.ts: the same keys and list positions, never its values.
import { pageSchema } from '../page';
import { translated } from '../translate';
import { chaayaPage } from './chaaya';
import { countWordHi, factsHi, formatFeetHi } from '../facts.hi';
import { facts, houseAge } from '../facts';
import { guestLettersHi } from '../testimonials.hi';
import { amenitiesHi } from '../amenities.hi';
import { experiencesHi } from '../experiences.hi';

/** The day at the house, placed by this page and the microsite (chaayaDay in English). */
export const chaayaDayHi = {
  heading: {
    eyebrow: 'एक दिन की लय',
    title: 'सुबह, दोपहर, शाम',
    lead: 'घर एक पुरानी दिनचर्या पर चलता है, जिसे रोशनी, रसोई और मंदिर की घंटी तय करती हैं।',
  },
  items: [
    {
      title: 'सुबह',
      text: 'छँटती धुंध के बीच आँगन में चाय, खेतों या देवस्थान तक सैर, और फिर चूल्हे का बना इत्मीनान भरा नाश्ता।',
    },
    {
      title: 'दोपहर',
      text: 'परिवार के साथ दोपहर का खाना, छज्जे के नीचे कोई किताब, कारीगरों के साथ कुछ समय, या जब गाँव सुस्ताए तो एक झपकी।',
    },
    {
      title: 'शाम',
      text: 'साँझ ढले जलते दीये, शाम की आरती, आग के पास रात का खाना, और तारे निकलने तक क़िस्से-कहानियाँ।',
    },
  ],
};

/** Life around the house, from content/experiences.hi.ts. */
export const chaayaExperiencesHi = experiencesHi.map((e) => ({
  title: e.title,
  text: e.description,
}));

/** Elevation, travel times and season, from content/facts.hi.ts. */
export const chaayaTravelHi = [
  { title: 'ऊँचाई', text: formatFeetHi(facts.elevationFt) },
  { title: 'धर्मशाला से', text: factsHi.travel.fromDharamshala },
  { title: 'पठानकोट रेलवे स्टेशन से', text: factsHi.travel.fromPathankotRailway },
  { title: 'सबसे अच्छा मौसम', text: factsHi.travel.bestSeason },
];

export const chaayaPageHi = translated(
  pageSchema,
  chaayaPage,
  {
    title: 'छाया, दिव्य हृदय',
    description: `कांगड़ा घाटी में ${formatFeetHi(facts.elevationFt)} की ऊँचाई पर ${facts.since} में बना एक पुश्तैनी घर: ${countWordHi(facts.rooms)} कमरे, घर का बना खाना और गाँव की ज़िंदगी, धर्मशाला से बस ${factsHi.travel.fromDharamshala}।`,
    blocks: [
      // hero
      {
        name: 'मुख्य बैनर',
        title: 'छाया, दिव्य हृदय',
        lead: `कांगड़ा घाटी में ${facts.since} में बना एक पारिवारिक घर, लगभग ${houseAge} साल पुराना, मिट्टी और पत्थर की दीवारों वाला, जिसका आँगन आज भी दिन भर की धूप की गरमाहट सँजोए रखता है। मेहमानों के ठहरने के लिए खुला।`,
        actions: [
          {
            label: 'ख़ाली कमरों के बारे में पूछें',
          },
          {
            label: 'होमस्टे देखें',
          },
        ],
      },
      // story (house)
      {
        name: 'विरासत की कहानी',
        heading: {
          eyebrow: `${facts.since} से`,
          title: 'एक घर, जो कभी सिर्फ़ मकान नहीं बना',
        },
        text: [
          `छाया को ${facts.since} में किसानों और मंदिर के पुजारियों के एक परिवार ने पत्थर-पत्थर जोड़कर खड़ा किया, गाँव के पीछे वाले जंगल से ढोकर लाई गई लकड़ी से। इसकी स्लेट की छत के नीचे पाँच पीढ़ियाँ जन्मीं।`,
          'जब नई पीढ़ी शहरों को चली गई, तब भी घर सूना नहीं हुआ। परिवार यहीं रहा, और स्थानीय राजमिस्त्रियों और बढ़इयों के साथ मिलकर हमने इसकी मरम्मत पुराने तरीक़े से की: मिट्टी का लेप, चूने की पुताई, और पुराने ही शहतीर, जिन्हें बदलने के बजाय तेल पिलाया गया।',
          'आज इसके दरवाज़े एक बार में कुछ ही मेहमानों के लिए खुलते हैं। आप परिवार के कमरों में ठहरते हैं, परिवार के चूल्हे का खाना खाते हैं, और कुछ दिन घर की रफ़्तार से जीते हैं।',
        ],
        line: 'यह कोई कहानी वाला होटल नहीं। यह एक कहानी है, जिसमें आप ठहर सकते हैं।',
      },
      // rooms
      {
        name: 'हेरिटेज कमरे',
        heading: {
          eyebrow: `${countWordHi(facts.rooms)} हेरिटेज कमरे`,
          title: 'वे कमरे जिनमें कभी परिवार सोता था',
          lead: `सिर्फ़ ${countWordHi(facts.rooms)} कमरे, ताकि घर कभी भीड़ भरा न लगे। हर ठहराव में सारा खाना और गाँव के आस-पास के अनुभव किराये में शामिल हैं।`,
        },
        action: {
          label: 'कमरों की तुलना करें',
        },
      },
      // views
      {
        name: 'नज़ारे',
        heading: {
          eyebrow: 'नज़ारे',
          title: 'खिड़कियों से क्या दिखता है',
          lead: 'उत्तर में धौलाधार, दक्षिण में नीचे उतरते सीढ़ीदार खेत, और रात को ऐसा आसमान जिसके नीचे लगभग कोई रोशनी नहीं।',
        },
      },
      // localExperiences
      {
        name: 'छाया के आस-पास की ज़िंदगी',
        heading: {
          eyebrow: 'छाया के आस-पास की ज़िंदगी',
          title: 'यहाँ ठहरने में गाँव भी शामिल है',
          lead: 'जब तक आप न चाहें, कुछ भी तय नहीं होता। ये वे दिन हैं जिनकी फ़रमाइश मेहमान सबसे ज़्यादा करते हैं।',
        },
        items: chaayaExperiencesHi,
      },
      // dayRhythm
      {
        name: 'दिन की लय',
        heading: chaayaDayHi.heading,
        items: chaayaDayHi.items,
      },
      // quotes
      {
        name: 'मेहमानों की चिट्ठियाँ',
        heading: {
          eyebrow: 'मेहमानों की चिट्ठियाँ',
          title: 'मेहमान इस घर को क्या लिखते हैं',
        },
        items: guestLettersHi.map((l) => ({ text: l.quote, by: l.guest, context: l.context })),
      },
      // communityImpact
      {
        name: 'गाँव पर असर',
        heading: {
          eyebrow: 'गाँव पर असर',
          title: 'आपका ठहरना, गाँव की कमाई',
          lead: 'हर बुकिंग से उन लोगों को कमाई होती है जो घाटी के हुनर को ज़िंदा रखे हुए हैं: वे राजमिस्त्री जिन्होंने दीवारें सँवारीं, वे बुनकर जिनकी रज़ाइयाँ बिस्तरों पर हैं, और वे रसोइए और गाइड जो अपने दिन आपके साथ बाँटते हैं।',
        },
        statsLabel: 'गाँव में छाया',
        items: [
          {
            title: facts.localArtisans,
            text: 'स्थानीय कारीगर, जो इस घर के साथ काम करते हैं',
          },
          {
            title: facts.guestExperiences,
            text: 'गाँव वालों की मेज़बानी में होने वाले अनुभव',
          },
        ],
      },
      // aside
      {
        asideLabel: 'ठहरने की योजना बनाएँ',
        aside: {
          name: 'बुकिंग साइड पैनल',
          title: 'ठहरने की योजना बनाएँ',
          lead: 'परिवार को लिखिए: हर संदेश का जवाब वे ख़ुद देते हैं।',
          actions: [
            {
              label: 'ख़ाली कमरे देखें और बुक करें',
            },
            {
              label: 'किराया और तारीख़ें पूछें',
            },
          ],
          more: {
            label: 'होमस्टे की वेबसाइट देखें',
          },
        },
        blocks: [
          // cards (feature)
          {
            name: 'हम क्या देते हैं',
            heading: {
              eyebrow: 'हम क्या देते हैं',
              title: 'एक घर, कोई पैकेज नहीं',
            },
            items: [
              {
                title: 'एक जीते-जागते घर में कमरा',
                text: 'सँवारे गए तीन हेरिटेज कमरों में से किसी एक में ठहरिए; परिवार आपके आस-पास ही रहता है।',
              },
              {
                title: 'हर बार का खाना चूल्हे से',
                text: 'नाश्ता, दोपहर और रात का खाना, मौसम की उपज से उसी तरह पकाया हुआ जैसे यह घर हमेशा से पकाता आया है।',
              },
              {
                title: 'मेज़बान, जो घर के ही लोग हैं',
                text: 'यहीं पले-बढ़े लोग आपके साथ मिलकर आपके दिनों की योजना बनाते हैं, और जब आपको एकांत चाहिए, तब आपको अपने में रहने देते हैं।',
              },
              {
                title: 'धीमा होता समय',
                text: 'न टीवी, न कोई ऐसा कार्यक्रम जो आपने माँगा न हो: बस पहाड़, ख़ामोशी और लंबी बातचीत।',
              },
            ],
          },
          // facts (lines)
          {
            name: 'सुविधाएँ',
            heading: {
              eyebrow: 'सुविधाएँ',
              title: 'सादी सुविधाएँ, पूरे सलीक़े से',
            },
            items: amenitiesHi.map((a) => ({ title: a.label })),
          },
          // facts (cards)
          {
            name: 'भूगोल',
            heading: {
              eyebrow: 'यह कहाँ है',
              title: 'घर कहाँ बसा है',
              lead: 'हिमाचल प्रदेश में, धौलाधार पर्वतमाला के नीचे, कांगड़ा घाटी की दक्षिणमुखी ढलान पर।',
            },
            items: chaayaTravelHi,
          },
        ],
      },
      // stayRequest
      {
        name: 'ठहरने का अनुरोध',
      },
      // closing (photo)
      {
        name: 'समापन न्योता',
        heading: {
          eyebrow: 'कुछ दिन घर आइए',
          title: 'साँझ ढले यहाँ दीये जलते हैं। एक दीया आपका भी हो सकता है।',
          lead: 'हमें अपनी तारीख़ें बताइए और यह भी कि कौन-कौन आ रहा है; हम बताएँगे कि कौन-सा कमरा ख़ाली है और उस मौसम में क्या ख़ास है।',
        },
        actions: [
          {
            label: 'परिवार को लिखें',
          },
          {
            label: 'कमरे और किराया देखें',
          },
        ],
      },
    ],
  },
  { file: 'content/pages/chaaya.hi.ts', englishFile: 'content/pages/chaaya.ts' },
);
