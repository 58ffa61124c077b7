// Hindi words for content/pages/media.ts: the same keys and list positions, never its values.
import { pageSchema } from '../page';
import { translated } from '../translate';
import { mediaPage } from './media';

export const mediaPageHi = translated(
  pageSchema,
  mediaPage,
  {
    title: 'मीडिया और यादें',
    description:
      'रील्स, मेहमानों की चिट्ठियाँ और घर सँवारने की हमारी डायरियाँ: यादों का एक ठिकाना, जो धीरे-धीरे भर रहा है।',
    blocks: [
      // cards (placeholder)
      {
        name: 'रील्स, चिट्ठियाँ और एल्बम',
        heading: {
          eyebrow: 'मीडिया और यादें',
          title: 'उन बातों का ठिकाना जो मन में बस जाती हैं',
          lead: 'यह जगह धीरे-धीरे भर रही है, वैसे ही जैसे यादें धीरे-धीरे जुड़ती हैं। जल्द ही यहाँ आपको वह सब मिलेगा जो मेहमान, मेज़बान और कारीगर हमारे घरों से अपने साथ ले गए।',
        },
        items: [
          {
            title: 'रील्स',
            text: 'आँगन की सुबहों, स्लेट की छतों पर बरसती बारिश और साँझ ढलती घाटी की छोटी-छोटी फ़िल्में।',
          },
          {
            title: 'मेहमानों के क़िस्से और चिट्ठियाँ',
            text: 'जाने के बाद मेहमानों ने घर के नाम जो चिट्ठियाँ लिखीं, वे उनकी इजाज़त से यहाँ साझा की जाएँगी।',
          },
          {
            title: 'घर सँवरने के सफ़र के एल्बम',
            text: 'हर घर को सँवारने की तस्वीरों वाली डायरी, पहली बार फ़र्श बुहारने से लेकर पहला दीया जलने तक।',
          },
        ],
        note: 'जल्द आ रहा है',
      },
    ],
  },
  { file: 'content/pages/media.hi.ts', englishFile: 'content/pages/media.ts' },
);
