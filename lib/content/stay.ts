import { z } from 'zod';
import { labelled, textSchema } from './schema';

/**
 * The 'Plan your stay' section (the microsite and the Chaaya page): rates, terms and the request
 * (content/stay.yaml). `{date}` is filled in when the calendars are read; the facts at build time.
 */
export const planYourStaySchema = z.object({
  eyebrow: labelled(
    textSchema,
    'Plan your stay: small line above',
    'The small line above the title of the "Plan your stay" section, on the house’s pages.',
  ),
  title: labelled(
    textSchema,
    'Plan your stay: title',
    'The large title of the section with the rates, the terms and the stay request.',
  ),
  lead: labelled(
    textSchema,
    'Plan your stay: introduction',
    "The sentence under the section's title, saying what one night's price covers.",
  ),
  composerTitle: labelled(
    textSchema,
    'Stay request: heading · ठहरने का अनुरोध',
    'The heading over the stay request form.',
  ),
  composerLead: labelled(
    textSchema,
    'Stay request: introduction',
    "The lines under the form's heading. You may write {confirmationHours}: the site puts the hours the family takes to reply there.",
  ),
  fallbackLink: labelled(
    textSchema,
    'Stay request: chat button',
    'Shown in place of the form until it loads, or where it cannot: a button that asks the family on WhatsApp.',
  ),
  updated: labelled(
    textSchema,
    'Calendars: last updated line',
    "Under the form's introduction, once the site has read the family's calendars. Keep {date}: the site puts the day and time they were last read there.",
  ),
  takenTitle: labelled(
    textSchema,
    'Taken nights list: heading',
    'The heading over the list of nights already taken, shown below the chat button until the form loads.',
  ),
  takenNone: labelled(
    textSchema,
    'Taken nights list: none',
    'Shown in that list when no night is taken in the coming months.',
  ),
  takenMore: labelled(
    textSchema,
    'Taken nights list: more later',
    'Added at the end of that list when more taken nights follow than it shows.',
  ),
  calendarName: labelled(
    textSchema,
    'Shared calendar: its name',
    "The name of the site's own calendar, which the booking websites read to know when the house is closed. Guests do not see it.",
  ),
  calendarEvent: labelled(
    textSchema,
    'Shared calendar: closed days',
    'The word each closed day carries in that calendar.',
  ),
  ratesLabel: labelled(
    textSchema,
    'Room rates: heading',
    "The heading of the list of room rates beside the request, and in the house page's booking panel.",
  ),
  termsLabel: labelled(
    textSchema,
    'Booking terms: heading',
    "The heading of the list of booking terms beside the request, and in the house page's booking panel.",
  ),
});

export type PlanYourStay = z.output<typeof planYourStaySchema>;
