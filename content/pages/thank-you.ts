import { facts } from '@/content/facts';
import { parsePage } from './page-schema';

export const thankYou = parsePage('content/pages/thank-you.ts', 'thankYou', {
  eyebrow: 'Request received',
  title: 'Thank You. Your Booking Request Has Been Submitted.',
  lead: 'The house has your name now. Here is what happens next.',
  steps: [
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
  contactLead: 'Questions before then? Write or message us.',
  /** Before each step's title, for screen readers: 'Step 1: Confirmation'. */
  stepLabel: 'Step',
  actions: [
    { label: 'Return Home', href: '/' },
    { label: 'Learn More About Chaaya', href: '/projects/chaaya' },
  ],
  /** Before the concierge chat number: 'Message +91 …'. */
  messageLabel: 'Message',
} as const);
