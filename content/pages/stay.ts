import { facts } from '../facts';
import { parsePage } from './page-schema';
import { stayForm } from './stay-form';

// The form's own words stay free of imports for the client island that reads them; the page
// that renders the island checks them here, on the server, at build time.
parsePage('content/pages/stay-form.ts', 'stayForm', stayForm);

/** The 'Plan your stay' section (the microsite and the Chaaya page): rates, terms and the request. */
export const planYourStay = parsePage('content/pages/stay.ts', 'planYourStay', {
  eyebrow: 'Plan your stay',
  title: 'One Rate, Everything Included',
  lead: 'One price per night covers your room, three meals from the family kitchen and every experience you join.',
  composerTitle: 'Request Your Stay',
  composerLead: `Tell the family when you would like to come, how many of you there are and which room you would like. They reply themselves and confirm availability within ${facts.confirmationHours} hours.`,
  fallbackLink: 'Check Availability on Chat',
  /** The two lists beside the request, also in the Chaaya page's booking panel. */
  ratesLabel: 'Room rates',
  termsLabel: 'Booking terms',
} as const);
