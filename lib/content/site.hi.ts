// Hindi words for content/site.ts: the same keys and list positions, never its values.
import { translated, translatedCopy } from './translate';
import { shareCardCopy, site, siteSchema } from './site';

export const siteHi = translated(
  siteSchema,
  site,
  {
    name: 'स्मृति',
    fullName: 'स्मृति हेरिटेज सैंक्चुअरीज़',
    tagline:
      'हिमालय के पुश्तैनी घर, जिन्हें प्यार से सँवारा गया है और जिनके दरवाज़े न्योते पर उन मेहमानों के लिए खुलते हैं जो सफ़र में सबसे पहले अपनी आत्मा की सुनते हैं।',
    phones: [
      {
        label: 'ठहरने के लिए',
      },
      {
        label: 'घर सँवारने के लिए',
      },
    ],
    social: {
      instagram: {
        label: 'इंस्टाग्राम पर स्मृति',
      },
      chaayaInstagram: {
        label: 'इंस्टाग्राम पर छाया होमस्टे',
      },
    },
    chaayaLocation: {
      locality: 'कांगड़ा',
      region: 'हिमाचल प्रदेश',
    },
    map: {
      placeName: 'छाया होमस्टे, कांगड़ा घाटी, हिमाचल प्रदेश',
    },
  },
  { file: 'content/site.hi.ts', englishFile: 'content/site.ts' },
);

export const shareCardCopyHi = translatedCopy(
  shareCardCopy,
  {
    brand: 'स्मृति',
    line: 'हिमालय की विरासत सँजोए ठिकाने',
  },
  { file: 'content/site.hi.ts', englishFile: 'content/site.ts' },
);
