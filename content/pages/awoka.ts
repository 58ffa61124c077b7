import { facts } from '@/content/facts';
import { parsePage } from './page-schema';

export const awokaHero = parsePage('content/pages/awoka.ts', 'awokaHero', {
  image: 'hero-awoka',
  title: 'The Adhyatmic House',
  lead: 'Awoka, The Cosmic Abode: a high-altitude house of silence that does not yet exist. We are holding space for it, and for the people it will be for.',
  cta: 'Join the Vision',
} as const);

export const awokaIntro = parsePage('content/pages/awoka.ts', 'awokaIntro', {
  quote:
    'Some houses are built to be seen. This one is being dreamt so that you may, for a while, not be seen at all.',
  author: 'The visionary',
} as const);

export const awokaDescription = parsePage('content/pages/awoka.ts', 'awokaDescription', {
  eyebrow: 'The Vision',
  title: 'A house where silence is the host',
  paragraphs: [
    `Awoka will be a small house high in the mountains, held almost entirely in silence: ${facts.silencePercent}% of every day kept without words. Not a retreat with a timetable of talks, but a home where the quiet does the teaching.`,
    'Its rooms are being imagined around the movement of the sun, the moon and the stars; its kitchen around sattvic food offered as prasad; its days around the rhythm of the planets rather than the clock.',
    'It does not exist yet. We are sharing it now because a house like this should be shaped by the people who will one day keep its silence.',
  ],
} as const);

export const awokaGalleries = parsePage('content/pages/awoka.ts', 'awokaGalleries', {
  eyebrow: 'Glimpses',
  title: 'What the vision holds',
  lead: 'Imagined spaces and the landscape that calls for them. Open any photograph to see it large.',
  ids: [
    'awoka-01',
    'awoka-02',
    'awoka-03',
    'awoka-04',
    'awoka-05',
    'awoka-06',
    'awoka-07',
    'awoka-08',
    'awoka-09',
  ],
  intros: {
    'Future Sacred Spaces':
      'A meditation hall, silent rooms and a shared hearth, as we imagine them.',
    'High Altitude Sanctuary': 'Thin air, wide skies and nights so clear the stars seem close.',
    'Sacred Environment': 'Forest, glacial water and trails that lead away from every noise.',
  },
} as const);

export const awokaWhoFor = parsePage('content/pages/awoka.ts', 'awokaWhoFor', {
  eyebrow: 'The Circle',
  title: "Who It's For",
  groups: [
    {
      title: 'Sacred Seekers',
      text: 'Those who have meditated, prayed or walked long enough to know that the next step is simply to stop. You do not need to be advanced; you need to be willing to be quiet.',
    },
    {
      title: 'Sacred Companions',
      text: 'Teachers, healers, builders and artists who want to help the house come into being, and who would rather hold space than take the stage.',
    },
  ],
  question: 'Are you ready to be undone, gently?',
  cta: 'Answer the Call',
} as const);

export const awokaVoices = parsePage('content/pages/awoka.ts', 'awokaVoices', {
  eyebrow: 'Voices',
  title: 'Those already holding space',
  items: [
    {
      quote:
        'I have spent years looking for a place that asks nothing of me. Reading about Awoka, I felt it already asking for less.',
      guest: 'Ananya R.',
      context: 'Seeker, sat in silence at Chaaya',
    },
    {
      quote:
        'A house that keeps time by the planets instead of the clock. I did not know I was waiting for it until I heard of it.',
      guest: 'Vikram S.',
      context: 'Yoga teacher',
    },
    {
      quote:
        'When it is built, I want to cook there: simple food, made in silence, offered before it is eaten.',
      guest: 'Lata M.',
      context: 'Cook and companion to the vision',
    },
    {
      quote:
        'They would not tell me where it will be. Strangely, that is what convinced me it is real.',
      guest: 'Tenzin D.',
      context: 'Trekker and seeker',
    },
  ],
} as const);

export const awokaArrival = parsePage('content/pages/awoka.ts', 'awokaArrival', {
  eyebrow: 'Patience',
  title: 'When It Will Arrive',
  paragraphs: [
    'Not on a date we can promise. Awoka will arrive when the land, the hands that build it and the people it is meant for are ready at the same time.',
    'It will not be announced widely. Those who have asked to hear will hear first, and the way there will be shared with them, quietly, when the house is ready to receive.',
  ],
} as const);

/** The side panel. The location is never revealed: region and how access is given, nothing more. */
export const awokaPanel = parsePage('content/pages/awoka.ts', 'awokaPanel', {
  status: 'Visioning',
  checklistTitle: 'The vision holds',
  checklist: [
    `${facts.silencePercent}% silence protocol`,
    'cosmic geometry alignment',
    'sattvic prasad kitchen',
    'planetary rhythm schedule',
    'high altitude location',
  ],
  elementsTitle: 'Sacred elements',
  elements: [
    { name: 'Earth', text: 'walls of stone and mud' },
    { name: 'Water', text: 'a mountain spring' },
    { name: 'Fire', text: 'a hearth that is never hurried' },
    { name: 'Air', text: 'prayer flags on the wind' },
    { name: 'Space', text: 'a hall open to the sky' },
  ],
  locationTitle: 'Location',
  location: [
    { label: 'Region', value: 'High Himalayas' },
    { label: 'Access', value: 'Revealed through meditation' },
  ],
  ctas: { primary: 'Join the Sacred Vision', secondary: 'Hold Space for the Vision' },
} as const);
