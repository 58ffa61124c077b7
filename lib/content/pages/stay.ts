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
  /** Shown once the site reads the family's calendars; {date} is filled in. */
  updated:
    'Taken nights come from the family’s own calendars, last updated {date}. The family still confirms every request themselves.',
  /** Without JavaScript (and until the form arrives): the next taken nights, as text. */
  takenTitle: 'Nights already taken',
  takenNone: 'none in the coming months',
  takenMore: 'and later nights: ask on chat',
  /** The site's own calendar (/calendar/chaaya.ics) that the platforms import. */
  calendarName: 'Chaaya Homestay: closed by the family',
  calendarEvent: 'Closed',
  /** The two lists beside the request, also in the Chaaya page's booking panel. */
  ratesLabel: 'Room rates',
  termsLabel: 'Booking terms',
} as const);
