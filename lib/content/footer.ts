import { z } from 'zod';
import { codeString, labelled, textSchema } from './schema';

/** The footer on every page (content/footer.yaml). Link paths must be routes of the site. */
export const footerSchema = z.object({
  quickLinksTitle: labelled(
    textSchema,
    'Footer: quick links heading · उपयोगी लिंक',
    'The heading over the page links in the footer, at the bottom of every page.',
  ),
  quickLinks: labelled(
    z.array(
      z.object({
        href: labelled(
          codeString('link', textSchema),
          'Link: page address',
          'The page the link opens, such as /about. It must be a page of this site.',
        ),
        label: labelled(
          textSchema,
          'Link: words shown',
          'The words of the link, as guests read them in the footer.',
        ),
      }),
    ),
    'Footer: quick links',
    'The page links in the footer, in the order they are shown.',
  ),
  contactTitle: labelled(
    textSchema,
    'Footer: contact heading',
    "The heading over the family's e-mail address and phone numbers in the footer.",
  ),
  /** After '© 2024 Smriti Heritage Sanctuaries.' */
  closingLine: labelled(
    textSchema,
    'Footer: closing line',
    'The words at the very bottom of every page, after "© 2024 Smriti Heritage Sanctuaries."',
  ),
});

export type Footer = z.output<typeof footerSchema>;
