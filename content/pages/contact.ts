import type { ChatMessageKey } from '@/content/chat';
import { facts } from '@/content/facts';
import type { site } from '@/content/site';
import { parsePage } from './page-schema';

export const contactHero = parsePage('content/pages/contact.ts', 'contactHero', {
  image: 'hero-contact',
  eyebrow: 'Contact',
  title: 'Write To Us, Slowly',
  lead: 'Whether you wish to stay with us, offer an old family home for restoration, or simply say hello, every message is read by someone who cares.',
  actions: { message: 'Write a Message', channels: 'All the Ways to Reach Us' },
} as const);

export type ContactPath = {
  id: string;
  eyebrow: string;
  title: string;
  body: string;
  image: string;
  action: string;
  /** Which chat number the card opens, and with which prefilled message. */
  line: keyof typeof site.chat;
  message: ChatMessageKey;
};

export const contactPaths = parsePage('content/pages/contact.ts', 'contactPaths', {
  eyebrow: 'Two paths',
  title: 'What Brings You To Our Door?',
  lead: 'Most letters we receive begin in one of two places. Choose yours, and a chat opens with the right person, the first words already written for you.',
  paths: [
    {
      id: 'stay',
      eyebrow: 'For guests',
      title: 'Book a Stay',
      body: `Come and live for a while in a house that has stood since ${facts.since}: mud-plastered rooms, meals from the family hearth, mornings that begin with mist over the fields. Tell us your dates and we will tell you what the house can offer.`,
      image: 'room-premium',
      action: 'Enquire your Staycation',
      line: 'stays',
      message: 'staycation',
    },
    {
      id: 'restore',
      eyebrow: 'For homeowners',
      title: 'Restore a Home',
      body: 'If an old family home is waiting in your village, we would love to listen. We restore with lime, stone and local hands, and only where the house and its family want it. Every collaboration begins with a slow conversation.',
      image: 'about-origin',
      action: 'Begin the Dialogue',
      line: 'restoration',
      message: 'restoreHome',
    },
  ] satisfies ContactPath[],
} as const);

/** The purpose select: '' is the unchosen state, shown as the placeholder. */
export const purposeOptions = parsePage('content/pages/contact.ts', 'purposeOptions', [
  { value: '', label: 'Select an option' },
  { value: 'book-stay', label: 'I would like to book a stay' },
  { value: 'discuss-restoration', label: 'I would like to discuss a restoration' },
  { value: 'just-connect', label: 'I would simply like to connect' },
] as const);

export type Purpose = (typeof purposeOptions)[number]['value'];

export const contactForm = parsePage('content/pages/contact.ts', 'contactForm', {
  eyebrow: 'A letter',
  title: 'Send Us a Message',
  lead: `Tell us a little about yourself and what you are hoping for. We read every letter ourselves and usually reply within ${facts.responseDays} days.`,
  note: 'If you step away halfway, your words wait in this browser tab until you come back.',
  /** Read by screen readers when entering the fields (visually the heading says it). */
  legend: 'Your letter to us',
  fields: {
    name: { label: 'Your name', placeholder: 'Your full name' },
    email: { label: 'E-mail', placeholder: 'you@example.com' },
    purpose: { label: 'What brings you here', hint: 'optional' },
    message: {
      label: 'Your message',
      placeholder: 'A few lines about your travel, your home, or simply yourself…',
    },
  },
  submit: 'Send Message',
  sending: 'Sending with care...',
  success: {
    title: 'Thank you for writing.',
    description: `We usually respond within ${facts.responseDays} days. Every message is read by someone who cares.`,
  },
  failure: {
    title: 'Your message was not sent.',
    description:
      'Nothing is lost: your words are still in the form. Please try again in a moment, or write to us at',
  },
  noScript: {
    title: 'This form needs JavaScript to send.',
    body: 'It seems JavaScript is turned off or has not loaded, so this form cannot send. You can still reach us directly:',
    email: 'Write an e-mail to',
    chatStays: 'Chat about a stay',
    chatRestoration: 'Chat about restoring a home',
  },
} as const);

export type ContactFormCopy = Pick<
  typeof contactForm,
  'legend' | 'fields' | 'submit' | 'sending' | 'success' | 'failure'
>;

export const contactChannels = parsePage('content/pages/contact.ts', 'contactChannels', {
  eyebrow: 'Other ways',
  title: 'Every Channel Leads To Us',
  lead: 'Prefer your own words in your own app? Each of these reaches the same small team.',
  groups: {
    write: {
      title: 'Write',
      body: 'For long letters, photographs of your old home, or questions that need a considered answer.',
    },
    chat: {
      title: 'Chat',
      body: 'For quick questions and dates. Each number is answered by the person who looks after it.',
      stays: 'Stays and bookings',
      restoration: 'Restoration and collaboration',
    },
    follow: {
      title: 'Follow',
      body: 'Quiet glimpses of the houses, the seasons and the work in progress.',
    },
  },
} as const);
