import { countWord, countWordTitle, facts, formatFeet, houseAge } from '../facts';
import { parsePage } from './page-schema';

/** The page's buttons and links. */
export const micrositeActions = parsePage('content/pages/microsite.ts', 'micrositeActions', {
  hero: [
    { label: 'Reserve Your Heritage Stay', href: '#plan-your-stay' },
    { label: 'Speak with Host', chat: 'chaayaQuick' },
  ],
  closing: [
    { label: 'Reserve Your Stay', chat: 'booking' },
    { label: 'Speak with Host', chat: 'chaayaQuick' },
  ],
  /** After the Instagram handle: '@chaaya.homestay on Instagram'. */
  instagramSuffix: 'on Instagram',
} as const);

export const micrositeHero = parsePage('content/pages/microsite.ts', 'micrositeHero', {
  image: 'hero-microsite',
  badge: `Heritage Homestay · Since ${facts.since}`,
  title: 'Chaaya Homestay',
  lead: `${countWordTitle(facts.rooms)} rooms in a ${houseAge}-year-old family home at ${formatFeet(facts.elevationFt)} in the Kangra valley. Home-cooked meals, village walks and quiet mornings, all included.`,
});

export const micrositeStats = parsePage('content/pages/microsite.ts', 'micrositeStats', [
  { value: facts.ageYears, label: 'years of heritage' },
  { value: formatFeet(facts.elevationFt), label: 'elevation' },
  { value: facts.guestRating.toFixed(1), label: 'guest rating' },
] as const);

export const micrositeStory = parsePage('content/pages/microsite.ts', 'micrositeStory', {
  eyebrow: `Since ${facts.since}`,
  title: `Built In ${facts.since}, Still Lived In`,
  image: 'featured-02',
  paragraphs: [
    `Chaaya’s mud-and-stone walls have stood through more than ${houseAge} monsoons. The courtyard where you will drink your morning tea is the one where the family has threshed grain, held weddings and welcomed neighbours for generations.`,
    `We restored the house with village craftspeople and the original methods, and kept its soul: the carved windows, the hearth, the creak of the old stairs. It is small on purpose, with just ${countWord(facts.rooms)} rooms, so every guest is a guest of the family.`,
  ],
} as const);

export const micrositeRooms = parsePage('content/pages/microsite.ts', 'micrositeRooms', {
  eyebrow: 'Choose your room',
  title: `${countWordTitle(facts.rooms)} Heritage Rooms`,
  lead: 'Prices are per night and include all meals and experiences.',
  tabsLabel: 'Room types',
} as const);

export const micrositeGallery = parsePage('content/pages/microsite.ts', 'micrositeGallery', {
  eyebrow: 'Gallery',
  title: 'A Look Around The House',
  label: 'Chaaya gallery',
  ids: [
    'gallery-01',
    'gallery-02',
    'gallery-03',
    'gallery-04',
    'gallery-05',
    'gallery-06',
    'gallery-07',
    'gallery-08',
  ],
} as const);

export const micrositeReviews = parsePage('content/pages/microsite.ts', 'micrositeReviews', {
  eyebrow: 'Guest voices',
  title: `Rated ${facts.guestRating.toFixed(1)} By Those Who Stayed`,
} as const);

export const micrositeExperiences = parsePage(
  'content/pages/microsite.ts',
  'micrositeExperiences',
  {
    eyebrow: 'Local experiences',
    title: 'Days Around The Village',
    lead: 'All included in your stay, and all optional.',
  } as const,
);

export const micrositeLocation = parsePage('content/pages/microsite.ts', 'micrositeLocation', {
  eyebrow: 'Getting here',
  title: 'Finding Chaaya',
  lead: 'In a village of the Kangra valley in Himachal Pradesh, below the snows of the Dhauladhar. Once you have booked, we send the exact route and help you arrange a taxi.',
  mapTitle: 'Chaaya on the map',
} as const);

export const micrositeClosing = parsePage('content/pages/microsite.ts', 'micrositeClosing', {
  eyebrow: 'Your room is waiting',
  title: 'Come And Stay A While',
  lead: `Send us your dates on chat: the family replies themselves and confirms availability within ${facts.confirmationHours} hours.`,
  image: 'featured-05',
  instagramLead: 'Follow the seasons at Chaaya',
} as const);
