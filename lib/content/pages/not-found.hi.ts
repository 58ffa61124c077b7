// Hindi words for content/pages/not-found.ts: the same keys and list positions, never its values.
import { pageSchema } from '../page';
import { translated } from '../translate';
import { notFoundPage } from './not-found';

export const notFoundPageHi = translated(
  pageSchema,
  notFoundPage,
  {
    title: 'पन्ना नहीं मिला',
    description:
      'लगता है आप संस्कृति की राह से भटककर इधर आ गए हैं। जिस पन्ने को आप ढूँढ रहे थे वह यहाँ नहीं है, पर घर का रास्ता यहीं है।',
    blocks: [
      // waysBack
      {
        name: 'लौटने के रास्ते',
        heading: {
          eyebrow: '404',
          title: 'पन्ना नहीं मिला',
          lead: 'लगता है आप संस्कृति की राह से भटककर इधर आ गए हैं। जिस पन्ने को आप ढूँढ रहे थे वह यहाँ नहीं है, पर घर का रास्ता यहीं है।',
        },
        label: 'लौटने के रास्ते',
        actions: [
          {
            label: 'मुख्य पन्ने पर लौटें',
          },
          {
            label: 'हमारी परियोजनाएँ देखें',
          },
          {
            label: 'हमसे संपर्क करें',
          },
        ],
      },
    ],
  },
  { file: 'content/pages/not-found.hi.ts', englishFile: 'content/pages/not-found.ts' },
);
