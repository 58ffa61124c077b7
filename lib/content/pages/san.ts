import { definePage } from '../page';

export const sanPage = definePage('content/pages/san.ts', {
  path: '/projects/san',
  title: 'SAN, The Sacred Roots',
  description:
    'A farmstay taking shape in a Himalayan river valley: the old house, the fields and the plans for slow, rooted stays.',
  about: 'san',
  blocks: [
    {
      type: 'hero',
      name: 'Hero',
      image: 'hero-san',
      property: 'san',
      height: 'full',
      title: 'SAN, The Sacred Roots',
      lead: 'A farmstay taking shape in a Himalayan river valley: an old farmhouse, terraced fields and an orchard, being restored by the hands of the valley.',
      actions: [{ label: 'Follow the Restoration', chat: 'sanUpdates', line: 'restoration' }],
    },
    {
      type: 'story',
      variant: 'facts',
      name: 'Story',
      id: 'story',
      heading: { eyebrow: 'The Story', title: 'A farmhouse the river never forgot' },
      text: [
        'Below the ridges, where the valley widens and the river slows, an old farmhouse stood empty for years. Its terraces went wild, its orchard kept fruiting for no one, and its roof let the monsoon in a little more each season.',
        'In 2024 we began to bring it back. Not to build something new beside it, but to listen to what was already there: the stone walls, the threshing floor, the path worn down to the water. SAN means roots, and that is where we started.',
        'The work is slow on purpose. Masons, carpenters and farmers from the valley are restoring the house with the materials and methods it was first built with, and the fields are being prepared to feed the people who will one day sleep under that roof.',
      ],
      quote: {
        text: 'We are not building a farmstay. We are helping an old one remember what it was for.',
        by: 'From the restoration journal',
      },
      items: [
        { title: 'In restoration since', text: '2024' },
        { title: 'Setting', text: 'A Himalayan river valley' },
        { title: 'Built by', text: 'Hands from the valley' },
      ],
    },
    {
      type: 'gallery',
      name: 'Photo Galleries',
      id: 'galleries',
      tone: 'sand',
      heading: {
        eyebrow: 'Photographs',
        title: 'The house, the fields, the river',
        lead: 'Where the work stands today. Open any photograph to see it large.',
      },
      label: 'SAN gallery',
      layout: 'columns',
      items: ['san-01', 'san-02', 'san-03', 'san-04', 'san-05', 'san-06'],
      intros: {
        'The House': 'Walls of stone and mud, a roof being re-laid slate by slate.',
        'The Fields': 'Terraces cleared and turned, with the orchard keeping watch above.',
        'The River': 'A short walk down the path: the sound that holds the whole valley together.',
      },
    },
    {
      type: 'steps',
      name: 'Future Plans',
      id: 'future-plans',
      heading: {
        eyebrow: 'Future Plans',
        title: 'What SAN is becoming',
        lead: 'There is no grand opening date. Each stage begins when the one before it is done well.',
      },
      items: [
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
    },
    {
      type: 'cards',
      variant: 'tile',
      name: 'Planned Amenities',
      id: 'amenities',
      tone: 'linen',
      heading: {
        eyebrow: 'Planned Amenities',
        title: 'What will be waiting for you',
        lead: 'Planned, not promised: this is what we are restoring SAN to offer.',
      },
      items: [
        { icon: 'House', title: 'Restored mud-and-stone rooms' },
        { icon: 'UtensilsCrossed', title: 'Farm-to-table kitchen' },
        { icon: 'Sprout', title: 'Organic terraced fields' },
        { icon: 'Apple', title: 'Orchard walks' },
        { icon: 'Waves', title: 'Riverside sitting place' },
        { icon: 'Wheat', title: 'Seasonal farming with hosts' },
        { icon: 'Flame', title: 'Evening fire in the courtyard' },
        { icon: 'BookOpen', title: 'A quiet reading corner' },
      ],
    },
    {
      type: 'quotes',
      name: 'Voices',
      id: 'voices',
      tone: 'sand',
      heading: { eyebrow: 'Voices', title: 'Heard along the way' },
      items: [
        {
          text: 'My grandfather cut stone for houses like this one. Working on SAN, I keep finding his way of doing things in the walls.',
          by: 'Ramesh K.',
          context: 'Mason on the restoration',
        },
        {
          text: 'We walked down to the river before the roof was even finished. I already knew I would come back when it opens.',
          by: 'Aditi P.',
          context: 'Visited during the restoration',
        },
        {
          text: 'These terraces fed three families once. It is good to see someone turning the soil again instead of pouring concrete on it.',
          by: 'Kamla D.',
          context: 'Neighbour in the valley',
        },
      ],
    },
    {
      type: 'closing',
      variant: 'band',
      name: 'Follow the Restoration',
      id: 'follow',
      heading: {
        title: 'Follow the Restoration',
        lead: 'We share the slow progress with the people who ask: a new roof beam, the first sowing, the day the kitchen fire is lit again. Send us a message and we will keep you close to the work.',
      },
      actions: [
        { label: 'Follow the Restoration', chat: 'sanUpdates', line: 'restoration' },
        { label: 'See all our projects', href: '/projects' },
      ],
    },
  ],
});
