import { findSection, findVariant } from '../../../lib/content/page-file';
import { editionView, type EditionView } from './edition';
import { pageNamed } from '../../../lib/content/editions';

/*
 * Words the English-only specs look for (a link's name, a heading, a button), read from content/
 * as the family has them rather than written out: the family may reword any of them.
 */

const en = (): EditionView => editionView('en');

/** A text as a regular expression that matches it literally, anywhere. */
export const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A text as React writes it into HTML (&, <, >, quotes escaped). */
export const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The contact page's form: its fields' labels, buttons, toasts and no-script note. */
export const contactFormWords = (ed = en()) => findSection(pageNamed(ed, 'contact'), 'contactForm');

/** The label of a purpose of the contact form, by its value ('book-stay'). */
export const purposeLabel = (value: string, ed = en()) =>
  contactFormWords(ed).purposes.find((p) => p.value === value)!.label;

/** A footer link's label, by the page it leads to (content/footer.yaml quickLinks). */
export const footerLink = (href: string, ed = en()) =>
  ed.texts.footer.quickLinks.find((l) => l.href === href)!.label;

/** The 404 page's heading ('Page Not Found'). */
export const notFoundHeading = (ed = en()) =>
  findVariant(pageNamed(ed, 'not-found'), 'closing', 'page').heading.title;

/** A page's name in the main menu, by its path ('/about'). */
export const navLabel = (path: string, ed = en()) => ed.routes.find((r) => r.path === path)!.nav!;

/** The name of a page's first carousel, the label its section gives it. */
export function firstCarouselLabel(page: EditionView['pages'][keyof EditionView['pages']]): string {
  for (const block of page.blocks) {
    const label = (block as { carouselLabel?: unknown }).carouselLabel;
    if (typeof label === 'string') return label;
  }
  throw new Error(`${page.path} has no carousel`);
}
