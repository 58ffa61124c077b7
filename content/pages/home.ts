import { facts, formatFeet } from '../facts';
import { parsePage } from './page-schema';

export const homeHero = parsePage('content/pages/home.ts', 'homeHero', {
  image: 'hero-home',
  title: 'Where Homes Remember And Hold You',
  tagline:
    'We revive ancestral Himalayan homes into sanctuaries of silence, memory and gentle belonging, so that every guest arrives somewhere that has been waiting for them.',
  line: 'By invitation • Curated sanctuaries • Spirit-first travel',
  quote: {
    text: 'I have stayed in many hotels. This was the first place that checked in with me.',
    guest: 'Meera S., guest at Chaaya',
  },
} as const);

export const livingPhilosophy = parsePage('content/pages/home.ts', 'livingPhilosophy', {
  eyebrow: 'Living Philosophy',
  /** Two lines; the slash is part of the quoted title. */
  title: ['The Nest We Tend Are Not Built /', 'They Are Remembered'],
  body: [
    'An old house keeps everything: the smoke of a thousand suppers in its beams, a grandmother’s steps worn into the threshold, the hour the light reaches the courtyard. We do not replace what it remembers. We mend it with the methods it was made with, and invite a few guests at a time to live inside its rhythm.',
    'There is no reception desk and no room-service menu. There is a family kitchen, a courtyard, and hosts who ask how you slept and mean it.',
  ],
  quote: {
    text: 'This is not hospitality. This is homecoming.',
    credit: 'A visionary of Smriti',
  },
} as const);

/** The full-height pause between the philosophy and the featured home. */
export const pauseLines = parsePage('content/pages/home.ts', 'pauseLines', [
  'Breathe with the mountains.',
  'Listen to the silence that speaks.',
  'Whisper with the walls.',
  'Arrive before entering.',
] as const);

export const featuredProject = parsePage('content/pages/home.ts', 'featuredProject', {
  eyebrow: 'Featured Sanctuary',
  carouselLabel: 'Chaaya in photographs',
  facts: [
    { value: String(facts.since), label: 'Built' },
    { value: formatFeet(facts.elevationFt), label: 'Elevation' },
    { value: String(facts.guestRating), label: 'Guest rating' },
  ],
  storyLink: 'Read Chaaya’s Story',
  chat: {
    title: 'Ask the Family',
    text: 'Dates, rooms, the road up from Dharamshala: write to us and someone from the house will answer, usually the same day.',
    button: 'Chat About a Stay',
  },
  map: { title: 'Find Us', openLabel: 'Open Map' },
} as const);

export const craft = parsePage('content/pages/home.ts', 'craft', {
  eyebrow: 'The Craft',
  title: 'Restored by the Hands That Know Them',
  lead: `We work with ${facts.localArtisans} local artisans: masons, carpenters and plasterers whose families built these houses in the first place.`,
  items: [
    {
      image: 'craft-01',
      title: 'Lime and Stone',
      text: 'Walls are repaired with lime, mud and river stone, as they were built, so they keep breathing through monsoon and winter.',
    },
    {
      image: 'craft-02',
      title: 'Timber, Kept',
      text: 'Old beams are cleaned and oiled, not replaced. Where a beam must go, its wood comes back as a window seat or a shelf.',
    },
    {
      image: 'craft-03',
      title: 'The Hearth, Rebuilt',
      text: 'Kitchen hearths are shaped again in clay by village craftspeople, because a house is held together by the fire it cooks on.',
    },
  ],
} as const);

export const guestVoices = parsePage('content/pages/home.ts', 'guestVoices', {
  eyebrow: 'Guest Voices',
  title: 'Letters Left on the Windowsill',
  quotes: [
    {
      quote:
        'We came for two nights and stayed five. By the third morning the dog was waiting for us outside the door.',
      guest: 'Ananya R.',
      context: 'Stayed at Chaaya in spring',
    },
    {
      quote:
        'I did not look at my phone for a day and a half. Nobody asked me not to; the house simply had better things to say.',
      guest: 'Tom H.',
      context: 'Stayed at Chaaya in winter',
    },
    {
      quote:
        'Dinner was whatever the garden gave that day, cooked on the hearth by the family. I still think about that dal.',
      guest: 'Priya K.',
      context: 'Stayed at Chaaya in the monsoon',
    },
  ],
} as const);

export const collaborateInvitation = parsePage('content/pages/home.ts', 'collaborateInvitation', {
  eyebrow: 'Restore a Home With Us',
  title: 'Is There an Old House Waiting in Your Family?',
  text: 'If you care for an ancestral home or a farmstay that deserves a second life, we would love to hear its story. We restore with the family, never instead of it, and open the doors only when the house is ready.',
  actions: [
    { label: 'Tell Us About Your Home', chat: 'restoreHome', line: 'restoration' },
    { label: 'Ways to Collaborate', href: '/contact' },
  ],
} as const);

export const socialArchive = parsePage('content/pages/home.ts', 'socialArchive', {
  eyebrow: 'Social Archive',
  title: 'Small Moments, Kept',
  lead: 'Tea in the courtyard, a walk at dawn, the stars on a clear night: what we share from the houses, one ordinary day at a time.',
  images: ['social-01', 'social-02', 'social-03', 'social-04', 'social-05', 'social-06'],
  mediaLink: 'More Photos and Guest Stories',
  /** Before the Instagram handle: 'Follow @…'. */
  followPrefix: 'Follow',
} as const);
