// Hindi words for content/pages/footer.ts: the same keys and list positions, never its values.
import { translatedCopy } from '../translate';
import { footer } from './footer';

export const footerHi = translatedCopy(
  footer,
  {
    quickLinksTitle: 'उपयोगी लिंक',
    quickLinks: [
      {
        label: 'मुख्य पन्ना',
      },
      {
        label: 'हमारी सोच',
      },
      {
        label: 'हमारी परियोजनाएँ',
      },
      {
        label: 'मीडिया और यादें',
      },
      {
        label: 'साथ जुड़ें',
      },
    ],
    contactTitle: 'लिखें या फ़ोन करें',
    closingLine: 'याद रखने वाले घर, अमानत की तरह सहेजे हुए।',
  },
  { file: 'content/pages/footer.hi.ts', englishFile: 'content/pages/footer.ts' },
);
