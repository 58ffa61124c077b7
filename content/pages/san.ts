import { parsePage } from './page-schema';
import { parseAmenities } from '../amenities';

export const sanHero = parsePage('content/pages/san.ts', 'sanHero', {
  image: 'hero-san',
  title: 'SAN, The Sacred Roots',
  lead: 'A farmstay taking shape in a Himalayan river valley: an old farmhouse, terraced fields and an orchard, being restored by the hands of the valley.',
} as const);

export const sanStory = parsePage('content/pages/san.ts', 'sanStory', {
  eyebrow: 'The Story',
  title: 'A farmhouse the river never forgot',
  paragraphs: [
    'Below the ridges, where the valley widens and the river slows, an old farmhouse stood empty for years. Its terraces went wild, its orchard kept fruiting for no one, and its roof let the monsoon in a little more each season.',
    'In 2024 we began to bring it back. Not to build something new beside it, but to listen to what was already there: the stone walls, the threshing floor, the path worn down to the water. SAN means roots, and that is where we started.',
    'The work is slow on purpose. Masons, carpenters and farmers from the valley are restoring the house with the materials and methods it was first built with, and the fields are being prepared to feed the people who will one day sleep under that roof.',
  ],
  quote: {
    text: 'We are not building a farmstay. We are helping an old one remember what it was for.',
    author: 'From the restoration journal',
  },
  milestones: [
    { label: 'In restoration since', value: '2024' },
    { label: 'Setting', value: 'A Himalayan river valley' },
    { label: 'Built by', value: 'Hands from the valley' },
  ],
} as const);

export const sanGalleries = parsePage('content/pages/san.ts', 'sanGalleries', {
  eyebrow: 'Photographs',
  title: 'The house, the fields, the river',
  lead: 'Where the work stands today. Open any photograph to see it large.',
  ids: ['san-01', 'san-02', 'san-03', 'san-04', 'san-05', 'san-06'],
  intros: {
    'The House': 'Walls of stone and mud, a roof being re-laid slate by slate.',
    'The Fields': 'Terraces cleared and turned, with the orchard keeping watch above.',
    'The River': 'A short walk down the path: the sound that holds the whole valley together.',
  },
} as const);

export const sanFuturePlans = parsePage('content/pages/san.ts', 'sanFuturePlans', {
  eyebrow: 'Future Plans',
  title: 'What SAN is becoming',
  lead: 'There is no grand opening date. Each stage begins when the one before it is done well.',
  plans: [
    {
      title: 'Restore the house',
      text: 'Repair the walls with the same stone and mud, re-lay the roof, and open the rooms to light without losing their quiet. Nothing the house does not need.',
    },
    {
      title: 'Revive the fields',
      text: 'Bring the terraces back into cultivation with the grains and vegetables the valley has always grown, and tend the orchard so it feeds the kitchen again.',
    },
    {
      title: 'Welcome the first guests',
      text: 'A few rooms for slow, rooted stays: days shaped by the farm and the river, meals from the fields, and evenings with the families who helped rebuild it.',
    },
  ],
} as const);

/** Icon names are resolved in components/ui/icons.ts. */
export const sanAmenities = parsePage('content/pages/san.ts', 'sanAmenities', {
  eyebrow: 'Planned Amenities',
  title: 'What will be waiting for you',
  lead: 'Planned, not promised: this is what we are restoring SAN to offer.',
  items: parseAmenities('content/pages/san.ts (sanAmenities.items)', [
    { icon: 'House', label: 'Restored mud-and-stone rooms' },
    { icon: 'UtensilsCrossed', label: 'Farm-to-table kitchen' },
    { icon: 'Sprout', label: 'Organic terraced fields' },
    { icon: 'Apple', label: 'Orchard walks' },
    { icon: 'Waves', label: 'Riverside sitting place' },
    { icon: 'Wheat', label: 'Seasonal farming with hosts' },
    { icon: 'Flame', label: 'Evening fire in the courtyard' },
    { icon: 'BookOpen', label: 'A quiet reading corner' },
  ]),
} as const);

export const sanVoices = parsePage('content/pages/san.ts', 'sanVoices', {
  eyebrow: 'Voices',
  title: 'Heard along the way',
  items: [
    {
      quote:
        'My grandfather cut stone for houses like this one. Working on SAN, I keep finding his way of doing things in the walls.',
      guest: 'Ramesh K.',
      context: 'Mason on the restoration',
    },
    {
      quote:
        'We walked down to the river before the roof was even finished. I already knew I would come back when it opens.',
      guest: 'Aditi P.',
      context: 'Visited during the restoration',
    },
    {
      quote:
        'These terraces fed three families once. It is good to see someone turning the soil again instead of pouring concrete on it.',
      guest: 'Kamla D.',
      context: 'Neighbour in the valley',
    },
  ],
} as const);

export const sanFollow = parsePage('content/pages/san.ts', 'sanFollow', {
  title: 'Follow the Restoration',
  text: 'We share the slow progress with the people who ask: a new roof beam, the first sowing, the day the kitchen fire is lit again. Send us a message and we will keep you close to the work.',
  actions: [
    { label: 'Follow the Restoration', chat: 'sanUpdates', line: 'restoration' },
    { label: 'See all our projects', href: '/projects' },
  ],
} as const);
