import { facts } from '../facts';
import { definePage } from '../page';

export const thankYouPage = definePage('content/pages/thank-you.ts', {
  path: '/thank-you',
  title: 'Thank You',
  description: 'Your booking request has reached us. Here is what happens next.',
  noindex: true,
  blocks: [
    {
      type: 'nextSteps',
      name: 'Confirmation and Next Steps',
      id: 'thank-you',
      heading: {
        eyebrow: 'Request received',
        title: 'Thank You. Your Booking Request Has Been Submitted.',
        lead: 'The house has your name now. Here is what happens next.',
      },
      stepLabel: 'Step',
      items: [
        {
          title: 'Confirmation',
          text: `We confirm availability within ${facts.confirmationHours} hours by e-mail, with the details of your stay and the advance to hold it.`,
        },
        {
          title: 'Planning',
          text: 'Together we plan the days: cultural experiences, village walks, the kitchen and local activities that suit you.',
        },
        {
          title: 'Welcome',
          text: 'We meet you on arrival and bring you home. The tea will be ready.',
        },
      ],
      actions: [
        { label: 'Return Home', href: '/' },
        { label: 'Learn More About Chaaya', href: '/projects/chaaya' },
      ],
      contact: {
        title: 'Questions before then? Write or message us.',
        message: 'Message {number}',
      },
    },
  ],
});
