import { z } from 'zod';
import thirdParties from '../../content/third-parties.json';
import { factSlots } from './fact-slots';
import { defaultLang } from './languages';
import { loadWords, perLanguage } from './load-words';
import {
  codeString,
  emailSchema,
  formEndpointSchema,
  httpsUrlSchema,
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

export const siteSchema = z
  .object({
    name: textSchema,
    fullName: textSchema,
    tagline: textSchema,
    /** Public address of the deployed site; set SITE_URL when building for production. */
    url: httpsUrlSchema,
    email: emailSchema,
    chat: z.object({
      /** First chat number: stays and bookings (hero, navbar, Chaaya). */
      stays: phoneSchema,
      /** Second chat number: restoration and collaboration. */
      restoration: phoneSchema,
      /** Third chat number, shown on the thank-you page. */
      concierge: phoneSchema,
    }),
    phones: z
      .array(z.object({ label: textSchema, number: phoneSchema }))
      .length(2, 'the footer shows exactly two telephone numbers'),
    social: z.object({
      instagram: z.object({ label: textSchema, handle: handleSchema, url: httpsUrlSchema }),
      chaayaInstagram: z.object({ label: textSchema, handle: handleSchema, url: httpsUrlSchema }),
    }),
    /** Chaaya's public address for search engines (region only; no street or coordinates). */
    chaayaLocation: z.object({
      locality: textSchema,
      region: textSchema,
      country: codeString('country code', z.string().length(2, 'an ISO country code such as "IN"')),
    }),
    map: z.object({
      /** Address loaded inside the map iframe. */
      embed: httpsUrlSchema,
      /** Address of the full map page ('Open Map', 'Open in Google Maps'). */
      page: httpsUrlSchema,
      placeName: textSchema,
    }),
    copyrightYear: z.number().int().min(2000),
    /**
     * Where the contact form delivers. Without an endpoint the form only pretends to send (and
     * nothing reaches anyone); CONTACT_ENDPOINT at build time overrides it.
     */
    contactForm: z.object({
      endpoint: formEndpointSchema.optional(),
      /** Extra fields posted with every message, e.g. a service's access key or `_subject`. */
      fields: z
        .record(
          z.string().regex(/^[\w-]+$/, 'letters, digits, _ and - only'),
          // The form service's own settings, in whatever language its owner reads.
          codeString('form service field', z.string()),
        )
        .refine((f) => !FORM_FIELDS.some((name) => name in f), {
          message: `must not reuse the form's own field names (${FORM_FIELDS.join(', ')})`,
        }),
    }),
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
export const shareCardSchema = z.object({ line: textSchema });

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

export const siteIn = perLanguage((lang): Site =>
  loadWords(siteSchema, 'site', lang, {
    slots: factSlots(lang),
    part: withoutShareCard,
    adjust: fromEnvironment,
  }),
);

export const site: Site = siteIn(defaultLang);

/**
 * The words on every page's share card (the 1200×630 image social apps show), around the
 * page's own title: the brand above it, this line below it.
 */
export type ShareCardCopy = { readonly brand: string; readonly line: string };

export const shareCardCopyIn = perLanguage((lang): ShareCardCopy => {
  const { line } = loadWords(shareCardSchema, 'site', lang, { part: onlyShareCard });
  return { brand: siteIn(lang).name.toUpperCase(), line };
});

export const shareCardCopy: ShareCardCopy = shareCardCopyIn(defaultLang);

/** `tel:` address for a number written in international format. */
export function telHref(number: string): string {
  return `tel:+${number.replace(/\D/g, '')}`;
}

export function mailHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
