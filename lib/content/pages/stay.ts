import { z } from 'zod';
import { factSlots } from '../fact-slots';
import { defaultLang } from '../languages';
import { loadWords, perLanguage } from '../load-words';
import { textSchema } from '../schema';

/**
 * The 'Plan your stay' section (the microsite and the Chaaya page): rates, terms and the request
 * (content/stay.yaml). `{date}` is filled in when the calendars are read; the facts at build time.
 */
export const planYourStaySchema = z.object({
  eyebrow: textSchema,
  title: textSchema,
  lead: textSchema,
  composerTitle: textSchema,
  composerLead: textSchema,
  fallbackLink: textSchema,
  updated: textSchema,
  takenTitle: textSchema,
  takenNone: textSchema,
  takenMore: textSchema,
  calendarName: textSchema,
  calendarEvent: textSchema,
  ratesLabel: textSchema,
  termsLabel: textSchema,
});

export type PlanYourStay = z.output<typeof planYourStaySchema>;

export const planYourStayIn = perLanguage((lang): PlanYourStay =>
  loadWords(planYourStaySchema, 'stay', lang, { slots: factSlots(lang) }),
);

export const planYourStay: PlanYourStay = planYourStayIn(defaultLang);
