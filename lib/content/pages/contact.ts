import type { BlockOf } from '../blocks';
import { facts } from '../facts';
import { definePage, findSection } from '../page';

export const contactPage = definePage('content/pages/contact.ts', {
  path: '/contact',
  title: 'Contact',
  description:
    'Book a stay, offer a home for restoration or simply say hello: write to us, message us or call.',
  nav: 'Contact',
  blocks: [
    {
      type: 'hero',
      name: 'Hero',
      image: 'hero-contact',
      eyebrow: 'Contact',
      title: 'Write To Us, Slowly',
      lead: 'Whether you wish to stay with us, offer an old family home for restoration, or simply say hello, every message is read by someone who cares.',
      actions: [
        { label: 'Write a Message', href: '#message' },
        { label: 'All the Ways to Reach Us', href: '#channels' },
      ],
      actionsOn: 'clay',
    },
    {
      type: 'paths',
      name: 'Path Cards',
      id: 'paths',
      heading: {
        eyebrow: 'Two paths',
        title: 'What Brings You To Our Door?',
        lead: 'Most letters we receive begin in one of two places. Choose yours, and a chat opens with the right person, the first words already written for you.',
      },
      items: [
        {
          id: 'stay',
          eyebrow: 'For guests',
          title: 'Book a Stay',
          text: `Come and live for a while in a house that has stood since ${facts.since}: mud-plastered rooms, meals from the family hearth, mornings that begin with mist over the fields. Tell us your dates and we will tell you what the house can offer.`,
          image: 'room-premium',
          action: { label: 'Enquire your Staycation', chat: 'staycation', line: 'stays' },
        },
        {
          id: 'restore',
          eyebrow: 'For homeowners',
          title: 'Restore a Home',
          text: 'If an old family home is waiting in your village, we would love to listen. We restore with lime, stone and local hands, and only where the house and its family want it. Every collaboration begins with a slow conversation.',
          image: 'about-origin',
          action: { label: 'Begin the Dialogue', chat: 'restoreHome', line: 'restoration' },
        },
      ],
    },
    {
      type: 'contactForm',
      name: 'Message Form',
      id: 'message',
      heading: {
        eyebrow: 'A letter',
        title: 'Send Us a Message',
        lead: `Tell us a little about yourself and what you are hoping for. We read every letter ourselves and usually reply within ${facts.responseDays} days.`,
      },
      note: 'If you step away halfway, your words wait in this browser tab until you come back.',
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
      purposes: [
        { value: '', label: 'Select an option' },
        { value: 'book-stay', label: 'I would like to book a stay' },
        { value: 'discuss-restoration', label: 'I would like to discuss a restoration' },
        { value: 'just-connect', label: 'I would simply like to connect' },
      ],
      submit: 'Send Message',
      sending: 'Sending with care...',
      success: {
        title: 'Thank you for writing.',
        description: `We usually respond within ${facts.responseDays} days. Every message is read by someone who cares.`,
      },
      failure: {
        title: 'Your message was not sent.',
        description:
          'Nothing is lost: your words are still in the form. Please try again in a moment, or write to us at {email}.',
      },
      noScript: {
        title: 'This form needs JavaScript to send.',
        body: 'It seems JavaScript is turned off or has not loaded, so this form cannot send. You can still reach us directly:',
        email: 'Write an e-mail to',
        chatStays: 'Chat about a stay',
        chatRestoration: 'Chat about restoring a home',
      },
    },
    {
      type: 'channels',
      name: 'Channels',
      id: 'channels',
      tone: 'clay',
      heading: {
        eyebrow: 'Other ways',
        title: 'Every Channel Leads To Us',
        lead: 'Prefer your own words in your own app? Each of these reaches the same small team.',
      },
      items: [
        {
          channel: 'email',
          id: 'channel-write',
          title: 'Write',
          text: 'For long letters, photographs of your old home, or questions that need a considered answer.',
          caption: 'E-mail',
        },
        {
          channel: 'chat',
          id: 'channel-chat',
          title: 'Chat',
          text: 'For quick questions and dates. Each number is answered by the person who looks after it.',
          items: [
            { line: 'stays', caption: 'Stays and bookings' },
            { line: 'restoration', caption: 'Restoration and collaboration' },
          ],
        },
        {
          channel: 'instagram',
          id: 'channel-follow',
          title: 'Follow',
          text: 'Quiet glimpses of the houses, the seasons and the work in progress.',
          items: ['instagram', 'chaayaInstagram'],
        },
      ],
    },
  ],
});

/** The form's words, which its island and its no-script note read from here. */
export const contactForm = findSection(contactPage, 'contactForm');

export const purposeOptions = contactForm.purposes;

export type ContactFormCopy = Pick<
  BlockOf<'contactForm'>,
  'legend' | 'fields' | 'submit' | 'sending' | 'success' | 'failure'
>;
