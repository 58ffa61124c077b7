import { definePage } from '../page';

export const mediaPage = definePage('content/pages/media.ts', {
  path: '/media',
  title: 'Media and Memories',
  description:
    'Reels, guest letters and the journals of our restorations: a gathering place for memories, filling slowly.',
  blocks: [
    {
      type: 'cards',
      variant: 'placeholder',
      name: 'Reels, Letters and Albums',
      id: 'media',
      heading: {
        eyebrow: 'Media and Memories',
        title: 'A Place For What Stays With Us',
        lead: 'This space is filling slowly, the way memories do. Soon you will find here what guests, hosts and craftspeople have carried away from our homes.',
      },
      items: [
        {
          icon: 'Film',
          title: 'Reels',
          text: 'Short films of mornings in the courtyard, monsoon on slate roofs and the valley at dusk.',
        },
        {
          icon: 'Mail',
          title: 'Guest Stories and Letters',
          text: 'Letters guests have written to the house after leaving, shared with their permission.',
        },
        {
          icon: 'Hammer',
          title: 'Build Journey Albums',
          text: 'Photo journals of each restoration, from the first swept floor to the first lit lamp.',
        },
      ],
      note: 'Coming soon',
    },
  ],
});
