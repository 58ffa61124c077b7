import { countWord, countWordTitle, facts, houseAge } from '../facts';
import { parsePage } from './page-schema';

/** The page's buttons: hero and closing call to action. */
export const chaayaActions = parsePage('content/pages/chaaya.ts', 'chaayaActions', {
  hero: [
    { label: 'Ask About Availability', chat: 'booking' },
    { label: 'Explore the Homestay', href: '/chaaya-microsite' },
  ],
  closing: [
    { label: 'Write to the Family', chat: 'booking' },
    { label: 'See Rooms & Prices', href: '/chaaya-microsite/#plan-your-stay' },
  ],
} as const);

export const chaayaHero = parsePage('content/pages/chaaya.ts', 'chaayaHero', {
  image: 'hero-chaaya',
  title: 'Chaaya, The Divine Heart',
  lead: `A family home built in ${facts.since} in the Kangra valley, about ${houseAge} years old, with walls of mud and stone and a courtyard that still keeps the day’s warmth. Open for stays.`,
} as const);

export const chaayaLegacy = parsePage('content/pages/chaaya.ts', 'chaayaLegacy', {
  eyebrow: `Since ${facts.since}`,
  title: 'A House That Has Never Stopped Being A Home',
  image: 'featured-01',
  paragraphs: [
    `Chaaya was raised in ${facts.since} by a family of farmers and temple keepers, stone by stone, with timber carried up from the forest behind the village. Five generations were born under its slate roof.`,
    'When the younger ones left for the cities, the house did not fall silent. The family stayed, and with local masons and carpenters we repaired it the old way: mud plaster, lime wash and the original beams, oiled rather than replaced.',
    'Today the doors open to a few guests at a time. You stay in the family’s rooms, eat from the family’s hearth and live, for a while, at the pace of the house.',
  ],
  quote: 'This is not a hotel with a story. It is a story that lets you stay.',
} as const);

export const chaayaRoomsIntro = parsePage('content/pages/chaaya.ts', 'chaayaRoomsIntro', {
  eyebrow: `${countWordTitle(facts.rooms)} heritage rooms`,
  title: 'Rooms The Family Once Slept In',
  lead: `Only ${countWord(facts.rooms)} rooms, so the house never feels full. Every stay includes all meals and the experiences around the village.`,
  compareLink: 'Compare the rooms',
} as const);

export const chaayaViews = parsePage('content/pages/chaaya.ts', 'chaayaViews', {
  eyebrow: 'Views',
  title: 'What The Windows Hold',
  lead: 'The Dhauladhar to the north, the terraces falling away to the south, and at night a sky with almost no light beneath it.',
  ids: ['featured-08', 'featured-04', 'featured-10', 'featured-11'],
} as const);

export const chaayaLife = parsePage('content/pages/chaaya.ts', 'chaayaLife', {
  eyebrow: 'Life around Chaaya',
  title: 'The Village Is Part Of The Stay',
  lead: 'Nothing is scheduled unless you want it to be. These are the days guests ask for most.',
} as const);

export type RhythmIcon = 'Sunrise' | 'Sun' | 'Sunset';

/** The day at Chaaya; shown on the project page and the microsite. */
export const dayRhythm = parsePage('content/pages/chaaya.ts', 'dayRhythm', {
  eyebrow: 'The rhythm of a day',
  title: 'Morning, Afternoon, Evening',
  lead: 'The house keeps an old timetable set by the light, the kitchen and the temple bell.',
  parts: [
    {
      icon: 'Sunrise',
      title: 'Morning',
      text: 'Tea on the courtyard as the mist lifts, a walk to the fields or the shrine, then a slow breakfast from the hearth.',
    },
    {
      icon: 'Sun',
      title: 'Afternoon',
      text: 'Lunch with the family, a book under the eaves, time with the artisans or a nap while the village rests.',
    },
    {
      icon: 'Sunset',
      title: 'Evening',
      text: 'Lamps lit at dusk, the evening aarti, dinner around the fire and stories until the stars come out.',
    },
  ] satisfies { icon: RhythmIcon; title: string; text: string }[],
});

export const chaayaLetters = parsePage('content/pages/chaaya.ts', 'chaayaLetters', {
  eyebrow: 'Guest letters',
  title: 'What Guests Write To The House',
} as const);

export const chaayaImpact = parsePage('content/pages/chaaya.ts', 'chaayaImpact', {
  eyebrow: 'Community impact',
  title: 'A Stay That Stays In The Village',
  lead: 'Every booking pays the people who keep the valley’s skills alive: the masons who restored the walls, the weavers whose quilts are on the beds, the cooks and guides who share their days with you.',
  image: 'featured-06',
  stats: [
    { value: facts.localArtisans, label: 'local artisans working with the house' },
    { value: facts.guestExperiences, label: 'guest experiences hosted by villagers' },
  ],
} as const);

export type OfferingIcon = 'House' | 'UtensilsCrossed' | 'HandHeart' | 'Leaf';

export const chaayaOfferings = parsePage('content/pages/chaaya.ts', 'chaayaOfferings', {
  eyebrow: 'What we offer',
  title: 'A Home, Not A Package',
  items: [
    {
      icon: 'House',
      title: 'A room in a living home',
      desc: 'Stay in one of three restored heritage rooms, with the family living around you.',
    },
    {
      icon: 'UtensilsCrossed',
      title: 'Every meal from the hearth',
      desc: 'Breakfast, lunch and dinner cooked with the season’s produce, the way the house always has.',
    },
    {
      icon: 'HandHeart',
      title: 'Hosts who are family',
      desc: 'The people who grew up here plan your days with you, and leave you alone when you need it.',
    },
    {
      icon: 'Leaf',
      title: 'Time that slows down',
      desc: 'No television, no itinerary you did not ask for: mountains, silence and long conversations.',
    },
  ] satisfies { icon: OfferingIcon; title: string; desc: string }[],
});

export const chaayaComforts = parsePage('content/pages/chaaya.ts', 'chaayaComforts', {
  eyebrow: 'Comforts',
  title: 'Simple Things, Done Well',
} as const);

export const chaayaGeography = parsePage('content/pages/chaaya.ts', 'chaayaGeography', {
  eyebrow: 'Where it is',
  title: 'Geography Of The House',
  lead: 'On a south-facing slope of the Kangra valley, below the Dhauladhar range, in Himachal Pradesh.',
} as const);

export const chaayaPanel = parsePage('content/pages/chaaya.ts', 'chaayaPanel', {
  title: 'Plan your stay',
  lead: 'Write to the family: they answer every message themselves.',
} as const);

export const chaayaClosing = parsePage('content/pages/chaaya.ts', 'chaayaClosing', {
  eyebrow: 'Come home for a while',
  title: 'The Lamps Are Lit At Dusk. Yours Could Be Too.',
  lead: 'Tell us your dates and who is travelling; we will tell you which room is free and what the season holds.',
  image: 'featured-07',
} as const);
