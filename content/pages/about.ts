import { facts } from '../facts';
import { parsePage } from './page-schema';

export const aboutHero = parsePage('content/pages/about.ts', 'aboutHero', {
  image: 'hero-about',
  eyebrow: 'Our Vision',
  title: 'We Do Not Build Houses. We Listen To Them.',
  lead: 'Across the Himalayas, old family homes stand empty while their stories fade. We restore them with the people who grew up in them, and open their doors to guests who arrive slowly.',
} as const);

/** Icons the value cards may use (drawn by components/sections/about/ValueCard.tsx). */
export type ValueIcon =
  'House' | 'Moon' | 'Compass' | 'KeyRound' | 'HandHeart' | 'Hammer' | 'Users' | 'Leaf' | 'Heart';

export type ValueCardContent = { icon: ValueIcon; title: string; desc: string };

export const origin = parsePage('content/pages/about.ts', 'origin', {
  eyebrow: 'Where It Began',
  title: 'A House That Would Not Be Forgotten',
  image: 'about-origin',
  body: [
    `It began with Chaaya, a family home built in ${facts.since} in the Kangra valley. Its rooms had gone quiet: the children had moved to the cities, the roof let in the monsoon, and the courtyard grew grass between its stones.`,
    'Selling it would have been easy. Instead the family asked the old masons of the village what the house needed, and spent the seasons that followed giving it back its lime, its timber and its hearth.',
    'When the first guests came, they did not ask about the view. They asked who had lived in each room. That was when we understood what we were doing: not renovating buildings, but keeping memories warm enough to be shared.',
  ],
} as const);

export const mission = parsePage('content/pages/about.ts', 'mission', {
  eyebrow: 'Our Mission',
  statement:
    'To find the homes that hold a family’s memory, restore them with the people who remember them, and share them with travellers who come to listen.',
  note: 'We grow one house at a time, at the pace a house allows.',
} as const);

export const philosophy = parsePage('content/pages/about.ts', 'philosophy', {
  eyebrow: 'Our Philosophy',
  title: 'Five Things We Believe',
  carouselLabel: 'Our philosophy',
  points: [
    {
      icon: 'House',
      title: 'Homes Remember',
      desc: 'Every house holds the lives lived in it. We restore to keep that memory, never to paint over it.',
    },
    {
      icon: 'Moon',
      title: 'Silence Is Given Room',
      desc: 'Quiet is part of the design: few guests, soft evenings, mornings that begin with birdsong rather than alarms.',
    },
    {
      icon: 'Compass',
      title: 'Spirit-First Travel',
      desc: 'We plan for how you will feel, not how much you will see: fewer sights, longer stays, deeper rest.',
    },
    {
      icon: 'KeyRound',
      title: 'By Invitation',
      desc: 'A few guests at a time, by conversation. We talk before you come, so the house is ready for you.',
    },
    {
      icon: 'HandHeart',
      title: 'Rooted in the Village',
      desc: 'Food, craft and guidance come from the village around each home, and what guests spend stays there.',
    },
  ] satisfies ValueCardContent[],
} as const);

export const commitments = parsePage('content/pages/about.ts', 'commitments', {
  eyebrow: 'Our Commitments',
  title: 'Promises We Keep',
  lead: 'To the houses, to the families who trust us with them, and to every guest who crosses a threshold.',
  carouselLabel: 'Our commitments',
  items: [
    {
      icon: 'Hammer',
      title: 'Restore, Never Replace',
      desc: 'Original materials and methods first: lime, mud, stone and timber, repaired where they stand.',
    },
    {
      icon: 'Users',
      title: 'Local Hands First',
      desc: `${facts.localArtisans} local artisans work on our homes, and the families who own them stay part of every decision.`,
    },
    {
      icon: 'Leaf',
      title: 'Tread Lightly',
      desc: 'Seasonal food from nearby fields, little waste, water used with care, and no more rooms than a house can hold.',
    },
    {
      icon: 'Heart',
      title: 'Host Honestly',
      desc: `Clear prices with meals and experiences included. We confirm every booking within ${facts.confirmationHours} hours, and tell you plainly if a house is not right for you.`,
    },
  ] satisfies ValueCardContent[],
} as const);

export const founderNote = parsePage('content/pages/about.ts', 'founderNote', {
  eyebrow: 'A Note From Our Founder',
  title: 'Why I Keep Coming Back to the Hearth',
  image: 'about-founder',
  letter: [
    'I grew up believing old houses were problems to be solved. Then I sat by a clay hearth on a winter night, in a home that had fed five generations, and realised the house was the one solving something in me.',
    'Smriti exists so that more people can have that evening. Not a performance of village life, but a seat at a real family’s fire, in a house that has been cared for properly.',
    'If you come to stay, come slowly. If you have a house like this in your family, come and talk to us. Either way, you are expected.',
  ],
  signature: 'Founder, Smriti Heritage Sanctuaries',
} as const);

export const progress = parsePage('content/pages/about.ts', 'progress', {
  eyebrow: 'Where We Are',
  title: 'Three Homes, at Their Own Pace',
  lead: 'One house is open, one is being restored, and one is still a vision.',
  linkPrefix: 'Visit',
} as const);

export const closing = parsePage('content/pages/about.ts', 'closing', {
  title: 'Walk This Path With Us',
  text: 'Whether you want to stay, to restore a home or simply to ask a question, every conversation starts the same way: with a message, read by someone who cares.',
  link: 'Begin a Conversation',
} as const);
