import { facts, timings } from '../facts';
import { definePage } from '../page';

export const aboutPage = definePage('content/pages/about.ts', {
  path: '/about',
  title: 'Our Vision',
  description:
    'Why we restore ancestral homes instead of building new ones: our origin, our mission and the promises we keep to homes, hosts and guests.',
  nav: 'Our Vision',
  blocks: [
    {
      type: 'hero',
      name: 'Hero',
      image: 'hero-about',
      height: 'tall',
      eyebrow: 'Our Vision',
      title: 'We Do Not Build Houses. We Listen To Them.',
      lead: 'Across the Himalayas, old family homes stand empty while their stories fade. We restore them with the people who grew up in them, and open their doors to guests who arrive slowly.',
    },
    {
      type: 'story',
      variant: 'portrait',
      name: 'Origin Story',
      id: 'origin',
      heading: {
        eyebrow: 'Where It Began',
        title: 'A House That Would Not Be Forgotten',
      },
      image: 'about-origin',
      text: [
        `It began with Chaaya, a family home built in ${facts.since} in the Kangra valley. Its rooms had gone quiet: the children had moved to the cities, the roof let in the monsoon, and the courtyard grew grass between its stones.`,
        'Selling it would have been easy. Instead the family asked the old masons of the village what the house needed, and spent the seasons that followed giving it back its lime, its timber and its hearth.',
        'When the first guests came, they did not ask about the view. They asked who had lived in each room. That was when we understood what we were doing: not renovating buildings, but keeping memories warm enough to be shared.',
      ],
    },
    {
      type: 'statement',
      variant: 'sentence',
      name: 'Mission',
      id: 'mission',
      label: 'Our Mission',
      text: [
        'To find the homes that hold a family’s memory, restore them with the people who remember them, and share them with travellers who come to listen.',
      ],
      note: 'We grow one house at a time, at the pace a house allows.',
    },
    {
      type: 'features',
      name: 'Philosophy',
      id: 'philosophy',
      heading: { eyebrow: 'Our Philosophy', title: 'Five Things We Believe' },
      carouselLabel: 'Our philosophy',
      delay: timings.autoplay.philosophy,
      grid: 'thirds',
      items: [
        {
          icon: 'House',
          title: 'Homes Remember',
          text: 'Every house holds the lives lived in it. We restore to keep that memory, never to paint over it.',
        },
        {
          icon: 'Moon',
          title: 'Silence Is Given Room',
          text: 'Quiet is part of the design: few guests, soft evenings, mornings that begin with birdsong rather than alarms.',
        },
        {
          icon: 'Compass',
          title: 'Spirit-First Travel',
          text: 'We plan for how you will feel, not how much you will see: fewer sights, longer stays, deeper rest.',
        },
        {
          icon: 'KeyRound',
          title: 'By Invitation',
          text: 'A few guests at a time, by conversation. We talk before you come, so the house is ready for you.',
        },
        {
          icon: 'HandHeart',
          title: 'Rooted in the Village',
          text: 'Food, craft and guidance come from the village around each home, and what guests spend stays there.',
        },
      ],
    },
    {
      type: 'features',
      name: 'Commitments',
      id: 'commitments',
      tone: 'sand',
      heading: {
        eyebrow: 'Our Commitments',
        title: 'Promises We Keep',
        lead: 'To the houses, to the families who trust us with them, and to every guest who crosses a threshold.',
      },
      carouselLabel: 'Our commitments',
      delay: timings.autoplay.commitments,
      grid: 'fours',
      items: [
        {
          icon: 'Hammer',
          title: 'Restore, Never Replace',
          text: 'Original materials and methods first: lime, mud, stone and timber, repaired where they stand.',
        },
        {
          icon: 'Users',
          title: 'Local Hands First',
          text: `${facts.localArtisans} local artisans work on our homes, and the families who own them stay part of every decision.`,
        },
        {
          icon: 'Leaf',
          title: 'Tread Lightly',
          text: 'Seasonal food from nearby fields, little waste, water used with care, and no more rooms than a house can hold.',
        },
        {
          icon: 'Heart',
          title: 'Host Honestly',
          text: `Clear prices with meals and experiences included. We confirm every booking within ${facts.confirmationHours} hours, and tell you plainly if a house is not right for you.`,
        },
      ],
    },
    {
      type: 'story',
      variant: 'portrait',
      name: 'Founder Note',
      id: 'founder-note',
      heading: {
        eyebrow: 'A Note From Our Founder',
        title: 'Why I Keep Coming Back to the Hearth',
      },
      image: 'about-founder',
      imageSide: 'right',
      text: [
        'I grew up believing old houses were problems to be solved. Then I sat by a clay hearth on a winter night, in a home that had fed five generations, and realised the house was the one solving something in me.',
        'Smriti exists so that more people can have that evening. Not a performance of village life, but a seat at a real family’s fire, in a house that has been cared for properly.',
        'If you come to stay, come slowly. If you have a house like this in your family, come and talk to us. Either way, you are expected.',
      ],
      line: 'Founder, Smriti Heritage Sanctuaries',
    },
    {
      type: 'propertyCards',
      name: 'Progress Cards',
      id: 'progress',
      tone: 'sand',
      heading: {
        eyebrow: 'Where We Are',
        title: 'Three Homes, at Their Own Pace',
        lead: 'One house is open, one is being restored, and one is still a vision.',
      },
      link: { to: 'page', visit: 'Visit {name}' },
    },
    {
      type: 'closing',
      variant: 'band',
      name: 'Closing Invitation',
      id: 'closing',
      heading: {
        title: 'Walk This Path With Us',
        lead: 'Whether you want to stay, to restore a home or simply to ask a question, every conversation starts the same way: with a message, read by someone who cares.',
      },
      actions: [{ label: 'Begin a Conversation', href: '/contact' }],
    },
  ],
});
