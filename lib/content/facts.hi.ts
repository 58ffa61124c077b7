// Hindi words for content/facts.ts: the same keys and list positions, never its values.
import { translated } from './translate';
import { facts, factsSchema } from './facts';

export const factsHi = translated(
  factsSchema,
  facts,
  {
    travel: {
      fromDharamshala: '45 मिनट',
      fromPathankotRailway: '1 घंटा',
      bestSeason: 'साल भर',
    },
    booking: {
      payment: ['UPI', 'बैंक ट्रांसफ़र'],
      included: 'सारा खाना और सभी अनुभव किराये में शामिल हैं',
    },
  },
  { file: 'content/facts.hi.ts', englishFile: 'content/facts.ts' },
);

/** Small counts as words in running Hindi ('तीन' for 3); larger ones stay digits. */
const WORDS_HI = ['शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ', 'दस'];

/** Hindi has no capitals: the same word opens a sentence or a heading. */
export function countWordHi(n: number): string {
  return WORDS_HI[n] ?? String(n);
}

/** '2,800 फ़ुट': the figure grouped as English writes it, the unit in Hindi. */
export const formatFeetHi = (ft: number): string => `${ft.toLocaleString('en-IN')} फ़ुट`;
