import { z } from 'zod';
import thirdParties from '../../content/third-parties.json';
import type { Lang } from './languages';
import { loadWords } from './load-words';
import type { Slots } from './slots';
import {
  codeString,
  emailSchema,
  formEndpointSchema,
  httpsUrlSchema,
  labelled,
  phoneSchema,
  textSchema,
} from './schema';

/*
 * Every owner-specific value lives in content/site.yaml (its words in Hindi in site.hi.yaml);
 * the rules it must meet, and the addresses built from it, are here.
 */
const allowedFrames: string[] = thirdParties.frameSrc;
const FORM_FIELDS = ['name', 'email', 'purpose', 'message'];

/** An Instagram handle: the same in every language. */
const handleSchema = codeString('handle', textSchema);

/** An Instagram profile: its link's name, its handle and its address. */
export const profileSchema = (title: string, description: string) =>
  labelled(
    z.object({
      label: labelled(
        textSchema,
        'Name of the link',
        'What screen readers say for the link to the profile, such as Smriti on Instagram.',
      ),
      handle: labelled(
        handleSchema,
        'Name on Instagram',
        'The account’s name with its @ (@smriti.sanctuaries), shown beside the link.',
      ),
      url: labelled(
        httpsUrlSchema,
        'Address of the profile',
        'The profile’s full address, starting https://www.instagram.com/. The link opens it.',
      ),
    }),
    title,
    description,
  );

/** A house's public address for search engines (region only; no street or coordinates). */
export const locationSchema = labelled(
  z.object({
    locality: labelled(
      textSchema,
      'District or town',
      'Where the house is, as search engines show it (Kangra).',
    ),
    region: labelled(
      textSchema,
      'State or region',
      'The state the house is in, as search engines show it (Himachal Pradesh).',
    ),
    country: labelled(
      codeString('country code', z.string().length(2, 'an ISO country code such as "IN"')),
      'Country (two letters)',
      'The country’s two-letter code in capitals: IN for India.',
    ),
  }),
  'Where the house is, for search engines',
  'Only the district, state and country: never a street or a point on the map, for the family’s privacy.',
);

const INTERNATIONAL = 'Written with + and the country code, spaces allowed: +91 98160 12345.';

export const siteSchema = z
  .object({
    name: labelled(
      textSchema,
      'Short name of the brand',
      'The name in the menu bar and at the foot of every page, and in capitals on share cards (Smriti).',
    ),
    fullName: labelled(
      textSchema,
      'Full name of the brand',
      'The whole name in the copyright line at the foot of every page, for search engines and on share cards (Smriti Heritage Sanctuaries).',
    ),
    tagline: labelled(
      textSchema,
      'Line about the brand',
      'One sentence under the name at the foot of every page; search engines show it too.',
    ),
    /** Public address of the deployed site; set SITE_URL when building for production. */
    url: labelled(
      httpsUrlSchema,
      'Address of the website',
      'Where the site is published, starting https:// (https://www.example.com): links in search results and share cards are made from it. The publishing setup may set it instead.',
    ),
    email: labelled(
      emailSchema,
      'E-mail address',
      'Where guests write: the stay request, the thank-you page and the foot of every page use it (hello@example.com).',
    ),
    chat: labelled(
      z.object({
        /** First chat number: stays and bookings (hero, navbar, Chaaya). */
        stays: labelled(
          phoneSchema,
          'Chat number for stays · ठहरने के लिए चैट नंबर',
          `For stays and bookings: the big buttons, the menu, the house’s pages and the stay request open a chat with it. ${INTERNATIONAL}`,
        ),
        /** Second chat number: restoration and collaboration. */
        restoration: labelled(
          phoneSchema,
          'Chat number for restoration · घर सँवारने के काम का चैट नंबर',
          `For restoring homes and working together: the contact page’s restoration card and the pages of houses in restoration open a chat with it. ${INTERNATIONAL}`,
        ),
        /** Third chat number, shown on the thank-you page. */
        concierge: labelled(
          phoneSchema,
          'Chat number after a letter · चिट्ठी के बाद का चैट नंबर',
          `Shown on the thank-you page after a guest has written, for anything more. ${INTERNATIONAL}`,
        ),
      }),
      'Chat numbers · चैट नंबर',
      'The numbers the site’s chat buttons message: each button opens a chat with one of them.',
    ),
    phones: labelled(
      z
        .array(
          z.object({
            label: labelled(
              textSchema,
              'What the number is for',
              'A word or two shown after the number at the foot of every page, such as Stays.',
            ),
            number: labelled(
              phoneSchema,
              'Telephone number · फ़ोन नंबर',
              `Tapping it on a phone calls it. ${INTERNATIONAL}`,
            ),
          }),
        )
        .length(2, 'the footer shows exactly two telephone numbers'),
      'Telephone numbers at the foot of pages · पन्नों के नीचे के फ़ोन नंबर',
      'Exactly two: the foot of every page has room for two. Change a number or what it is for rather than adding one.',
    ),
    social: labelled(
      z.object({
        instagram: profileSchema(
          'Smriti on Instagram',
          'The family’s own account: linked at the foot of every page and on the media page.',
        ),
      }),
      'Instagram profile',
      'The family’s Instagram account; each house’s own is in its folder, under Houses.',
    ),
    map: labelled(
      z.object({
        /** Address loaded inside the map iframe. */
        embed: labelled(
          httpsUrlSchema,
          'Address of the map shown',
          'The map’s embed address from Google Maps (Share, then Embed a map). It must come from a map service the site allows, or browsers block the map.',
        ),
        /** Address of the full map page ('Open Map', 'Open in Google Maps'). */
        page: labelled(
          httpsUrlSchema,
          'Address of the full map',
          'Where Open Map takes the guest: the place’s page on Google Maps. Search engines read it too.',
        ),
        placeName: labelled(
          textSchema,
          'Name of the place on the map',
          'Shown under the map: the house’s name, its valley and state.',
        ),
      }),
      'Map of the house',
      'The map on the house’s pages and the contact page, and the link to open it in full.',
    ),
    /** The menu's order; which pages it lists is each page's own `nav` name. */
    menu: labelled(
      z.array(
        labelled(
          codeString(
            'path',
            z.string().regex(/^\/[a-z0-9/-]*$/, 'must be a page’s address such as "/about"'),
          ),
          'Address of a page in the menu',
          'A page’s address as its own file gives it (/about). The page must have a name in the menu.',
        ),
      ),
      'Order of the menu · मेन्यू का क्रम',
      'The menu’s pages from left to right, by address (/ for the home page, /about). A page with a name in the menu that is not listed here comes after these.',
    ),
    copyrightYear: labelled(
      z.number().int().min(2000),
      'Year of the copyright',
      'Digits only, 2000 or later (2024): the foot of every page reads © 2024 with the brand’s full name.',
    ),
    /**
     * Where the contact form delivers. Without an endpoint the form only pretends to send (and
     * nothing reaches anyone); CONTACT_ENDPOINT at build time overrides it.
     */
    contactForm: labelled(
      z.object({
        endpoint: labelled(
          formEndpointSchema,
          'Address the form sends to',
          'The https:// address your form service gives you (https://formspree.io/f/abcdwxyz). While it is empty, the form only pretends to send and no letter reaches you.',
        ).optional(),
        /** Extra fields posted with every message, e.g. a service's access key or `_subject`. */
        fields: labelled(
          z
            .record(
              z.string().regex(/^[\w-]+$/, 'letters, digits, _ and - only'),
              // The form service's own settings, in whatever language its owner reads.
              codeString('form service field', z.string()),
            )
            .refine((f) => !FORM_FIELDS.some((name) => name in f), {
              message: `must not reuse the form's own field names (${FORM_FIELDS.join(', ')})`,
            }),
          'Extra settings for the form service',
          `Pairs sent with every letter, such as the service’s access key or _subject. Names use letters, digits, _ and - only, and not ${FORM_FIELDS.join(', ')}: the form sends those itself.`,
        ),
      }),
      'Contact form delivery',
      'Where the letters written on the contact page are sent.',
    ),
  })
  .refine(
    (s) => !URL.canParse(s.map.embed) || allowedFrames.includes(new URL(s.map.embed).origin),
    {
      message:
        'the map embed must come from an origin listed in content/third-parties.json (frameSrc), or the Content-Security-Policy will block it',
      path: ['map', 'embed'],
    },
  );

export type Site = z.output<typeof siteSchema>;

/** The share card's words around each page's title (site.yaml `shareCard`). */
export const shareCardSchema = labelled(
  z.object({
    line: labelled(
      textSchema,
      'Line under the page title',
      'On every page’s share card, under the page’s title; the brand’s name is above it in capitals.',
    ),
  }),
  'Share card words',
  'The picture chat and social apps show when a link to a page is shared.',
);

/** Where the build sets a value itself: the deployed address and the form's endpoint. */
function fromEnvironment(english: unknown): unknown {
  if (typeof english !== 'object' || english === null) return english;
  const data = english as { url?: unknown; contactForm?: unknown };
  const contactForm =
    typeof data.contactForm === 'object' && data.contactForm !== null
      ? (data.contactForm as { endpoint?: unknown })
      : undefined;
  return {
    ...data,
    url: process.env.SITE_URL ?? data.url,
    ...(contactForm && {
      contactForm: {
        ...contactForm,
        endpoint: process.env.CONTACT_ENDPOINT || contactForm.endpoint || undefined,
      },
    }),
  };
}

/** site.yaml holds the share card's line too; each part is checked by its own schema. */
const withoutShareCard = (data: unknown): unknown => {
  if (typeof data !== 'object' || data === null) return data;
  const { shareCard: _card, ...rest } = data as Record<string, unknown>;
  return rest;
};
const onlyShareCard = (data: unknown): unknown =>
  typeof data === 'object' && data !== null
    ? (data as Record<string, unknown>).shareCard
    : undefined;

/**
 * content/site.yaml in one language, without the share card's line, and with the address and the
 * form's endpoint the build sets over the file's. The values are the owner's, the same in every
 * edition; its sentences may name the facts (`slots`).
 */
export function siteIn(lang: Lang, slots: Slots): Site {
  return loadWords(siteSchema, 'site', lang, {
    slots,
    part: withoutShareCard,
    adjust: fromEnvironment,
  });
}

/**
 * The words on every page's share card (the 1200×630 image social apps show), around the
 * page's own title: the brand above it, this line below it.
 */
export type ShareCardCopy = { readonly brand: string; readonly line: string };

/** The share card's words in one language, around the brand as `site` (the same language's) names it. */
export function shareCardCopyIn(lang: Lang, site: Pick<Site, 'name'>): ShareCardCopy {
  const { line } = loadWords(shareCardSchema, 'site', lang, { part: onlyShareCard });
  return { brand: site.name.toUpperCase(), line };
}

/** `tel:` address for a number written in international format. */
export function telHref(number: string): string {
  return `tel:+${number.replace(/\D/g, '')}`;
}

export function mailHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
