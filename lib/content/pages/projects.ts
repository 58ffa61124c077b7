import { facts } from '../facts';
import { definePage } from '../page';
import { collaborateInvitation } from './home';

export const projectsPage = definePage('content/pages/projects.ts', {
  path: '/projects',
  title: 'Our Projects',
  description:
    'Three sanctuaries: Chaaya, open for stays; SAN, a river-valley farmstay in restoration; and Awoka, a silent house still a vision.',
  nav: 'Our Projects',
  blocks: [
    {
      type: 'hero',
      name: 'Hero',
      image: 'hero-projects',
      height: 'tall',
      eyebrow: 'Our Projects',
      title: 'Three Homes, Three Ways Of Remembering',
      lead: 'Chaaya is open for stays, SAN is being restored in a river valley, and Awoka is still a vision. Each moves at its own pace.',
      actions: [
        { label: 'Meet the Three Homes', href: '#trinity-intro' },
        { label: 'Collaborate With Us', href: '/contact' },
      ],
      anchors: 'scroll',
    },
    {
      type: 'propertyCards',
      name: 'Trinity Intro',
      id: 'trinity-intro',
      heading: {
        eyebrow: 'The Trinity',
        title: 'One Family of Homes',
        lead: 'A heart that is open, roots that are taking hold, and a vision still forming in the high mountains. Choose a home to read its story.',
      },
      link: { to: 'section', label: 'Read more' },
    },
    {
      type: 'property',
      name: 'Chaaya',
      id: 'chaaya',
      tone: 'linen',
      image: 'gallery-01',
      items: [
        `Built in ${facts.since}, ${facts.ageYears} years of family life in its walls`,
        `${facts.rooms} heritage rooms, with all meals and experiences included`,
        `${facts.travel.fromDharamshala} from Dharamshala, ${facts.travel.fromPathankotRailway} from Pathankot railway`,
      ],
      link: 'Enter Chaaya',
    },
    {
      type: 'property',
      name: 'SAN',
      id: 'san',
      image: 'san-03',
      imageSide: 'right',
      items: [
        'Terraced fields and an orchard, worked again after years of rest',
        'The old farmhouse, being rebuilt by local hands since 2024',
        'Slow, rooted stays planned along the river',
      ],
      link: 'Follow SAN’s Restoration',
    },
    {
      type: 'property',
      name: 'Awoka',
      id: 'awoka',
      tone: 'linen',
      image: 'awoka-05',
      items: [
        `A ${facts.silencePercent}% silence protocol and a planetary rhythm to the days`,
        'A sattvic prasad kitchen at the centre of the house',
        'A high-altitude location, revealed only to those it is meant for',
      ],
      link: 'Discover the Adhyatmic House',
    },
    {
      type: 'steps',
      name: 'Restoration Ritual',
      id: 'restoration-ritual',
      tone: 'night',
      heading: {
        eyebrow: 'The Restoration Ritual',
        title: 'How a House Comes Back',
        lead: 'Every home we open has gone through the same four seasons of care. None of them can be rushed.',
      },
      columns: 4,
      items: [
        {
          title: 'Listening',
          text: 'We sit with the family first: who lived in which room, what the house was known for, what must never change.',
        },
        {
          title: 'Reading the House',
          text: 'Village masons and carpenters walk every wall and beam with us and tell us what the house is asking for.',
        },
        {
          title: 'Mending by Hand',
          text: 'Lime, mud, stone and timber, repaired with the methods the house was built with. New only where old cannot be saved.',
        },
        {
          title: 'Opening Slowly',
          text: 'The family moves back in before any guest does. Then the doors open, a few guests at a time.',
        },
      ],
    },
    {
      type: 'cards',
      variant: 'feature',
      name: 'Why First',
      id: 'why-first',
      tone: 'sand',
      heading: { eyebrow: 'Why Restore First', title: 'Why We Restore Before We Build' },
      items: [
        {
          title: 'Memory Cannot Be Built',
          text: 'A new building can be beautiful. Only an old one can tell you who sat by its window a hundred years ago.',
        },
        {
          title: 'The Greenest Wall Already Stands',
          text: 'Mending mud and stone costs the mountains far less than pouring concrete, and it keeps the valley’s look its own.',
        },
        {
          title: 'Villages Stay Alive',
          text: `Restoration is skilled local work: ${facts.localArtisans} artisans so far, and families who no longer need to leave to earn.`,
        },
      ],
    },
    { ...collaborateInvitation, name: 'Collaborate', id: 'collaborate' },
  ],
});
