import { z } from 'zod';
import { factSlots } from '../fact-slots';
import { defaultLang } from '../languages';
import { loadWords, perLanguage } from '../load-words';
import { codeString, textSchema } from '../schema';

/** The footer on every page (content/footer.yaml). Link paths must be routes of the site. */
export const footerSchema = z.object({
  quickLinksTitle: textSchema,
  quickLinks: z.array(z.object({ href: codeString('link', textSchema), label: textSchema })),
  contactTitle: textSchema,
  /** After '© 2024 Smriti Heritage Sanctuaries.' */
  closingLine: textSchema,
});

export type Footer = z.output<typeof footerSchema>;

export const footerIn = perLanguage((lang): Footer =>
  loadWords(footerSchema, 'footer', lang, { slots: factSlots(lang) }),
);

export const footer: Footer = footerIn(defaultLang);
