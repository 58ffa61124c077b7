import { facts } from '../facts';

/** The 'Plan your stay' section (the microsite and the Chaaya page): rates, terms and the request. */
export const planYourStay = {
  eyebrow: 'Plan your stay',
  title: 'One Rate, Everything Included',
  lead: 'One price per night covers your room, three meals from the family kitchen and every experience you join.',
  composerTitle: 'Request Your Stay',
  composerLead: `Tell the family when you would like to come, how many of you there are and which room you would like. They reply themselves and confirm availability within ${facts.confirmationHours} hours.`,
  fallbackLink: 'Check Availability on Chat',
} as const;
