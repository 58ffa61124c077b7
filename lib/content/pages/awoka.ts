import { facts } from '../facts';
import { definePage } from '../page';

export const awokaPage = definePage('content/pages/awoka.ts', {
  path: '/projects/awoka',
  title: 'The Adhyatmic House, The Cosmic Abode',
  description:
    'Awoka, a high-altitude house of silence still in vision: who it is for, what it will hold, and how to hold space for it.',
  about: 'awoka',
  blocks: [
    {
      type: 'hero',
      name: 'Hero',
      image: 'hero-awoka',
      property: 'awoka',
      height: 'full',
      title: 'The Adhyatmic House',
      lead: 'Awoka, The Cosmic Abode: a high-altitude house of silence that does not yet exist. We are holding space for it, and for the people it will be for.',
      actions: [{ label: 'Join the Vision', chat: 'vision' }],
      actionsAs: 'button',
    },
    {
      type: 'statement',
      variant: 'quote',
      name: 'Intro Quote',
      id: 'intro',
      label: 'Introduction',
      quote: {
        text: 'Some houses are built to be seen. This one is being dreamt so that you may, for a while, not be seen at all.',
        by: 'The visionary',
      },
    },
    {
      type: 'aside',
      column: 'ruled',
      asideLabel: 'The vision at a glance',
      blocks: [
        {
          type: 'prose',
          name: 'Description',
          id: 'vision',
          heading: { eyebrow: 'The Vision', title: 'A house where silence is the host' },
          text: [
            `Awoka will be a small house high in the mountains, held almost entirely in silence: ${facts.silencePercent}% of every day kept without words. Not a retreat with a timetable of talks, but a home where the quiet does the teaching.`,
            'Its rooms are being imagined around the movement of the sun, the moon and the stars; its kitchen around sattvic food offered as prasad; its days around the rhythm of the planets rather than the clock.',
            'It does not exist yet. We are sharing it now because a house like this should be shaped by the people who will one day keep its silence.',
          ],
        },
        {
          type: 'gallery',
          name: 'Image Galleries',
          id: 'galleries',
          heading: {
            eyebrow: 'Glimpses',
            title: 'What the vision holds',
            lead: 'Imagined spaces and the landscape that calls for them. Open any photograph to see it large.',
          },
          label: 'Adhyatmic House gallery',
          items: [
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
            'High Altitude Sanctuary':
              'Thin air, wide skies and nights so clear the stars seem close.',
            'Sacred Environment':
              'Forest, glacial water and trails that lead away from every noise.',
          },
        },
        {
          type: 'audience',
          name: 'Who It’s For',
          id: 'who-its-for',
          heading: { eyebrow: 'The Circle', title: "Who It's For" },
          items: [
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
          action: { label: 'Answer the Call', chat: 'vision' },
        },
        {
          type: 'quotes',
          name: 'Quote Cards',
          id: 'voices',
          heading: { eyebrow: 'Voices', title: 'Those already holding space' },
          items: [
            {
              text: 'I have spent years looking for a place that asks nothing of me. Reading about Awoka, I felt it already asking for less.',
              by: 'Ananya R.',
              context: 'Seeker, sat in silence at Chaaya',
            },
            {
              text: 'A house that keeps time by the planets instead of the clock. I did not know I was waiting for it until I heard of it.',
              by: 'Vikram S.',
              context: 'Yoga teacher',
            },
            {
              text: 'When it is built, I want to cook there: simple food, made in silence, offered before it is eaten.',
              by: 'Lata M.',
              context: 'Cook and companion to the vision',
            },
            {
              text: 'They would not tell me where it will be. Strangely, that is what convinced me it is real.',
              by: 'Tenzin D.',
              context: 'Trekker and seeker',
            },
          ],
        },
        {
          type: 'prose',
          name: 'When It Will Arrive',
          id: 'when-it-will-arrive',
          heading: { eyebrow: 'Patience', title: 'When It Will Arrive' },
          text: [
            'Not on a date we can promise. Awoka will arrive when the land, the hands that build it and the people it is meant for are ready at the same time.',
            'It will not be announced widely. Those who have asked to hear will hear first, and the way there will be shared with them, quietly, when the house is ready to receive.',
          ],
        },
      ],
      // The location is never revealed: the region and how access is given, nothing more.
      aside: {
        type: 'glancePanel',
        name: 'Vision Side Panel',
        title: 'The vision at a glance',
        status: { label: 'Status', text: 'Visioning' },
        checklist: {
          title: 'The vision holds',
          label: 'Checklist',
          items: [
            `${facts.silencePercent}% silence protocol`,
            'cosmic geometry alignment',
            'sattvic prasad kitchen',
            'planetary rhythm schedule',
            'high altitude location',
          ],
        },
        elements: {
          title: 'Sacred elements',
          items: [
            { title: 'Earth', text: 'walls of stone and mud' },
            { title: 'Water', text: 'a mountain spring' },
            { title: 'Fire', text: 'a hearth that is never hurried' },
            { title: 'Air', text: 'prayer flags on the wind' },
            { title: 'Space', text: 'a hall open to the sky' },
          ],
        },
        location: {
          title: 'Location',
          items: [
            { title: 'Region', text: 'High Himalayas' },
            { title: 'Access', text: 'Revealed through meditation' },
          ],
        },
        actions: [
          { label: 'Join the Sacred Vision', chat: 'vision' },
          { label: 'Hold Space for the Vision', chat: 'vision' },
        ],
      },
    },
  ],
});
