import { z } from 'zod';
import thirdParties from '../../content/third-parties.json';
import {
  codeString,
  emailSchema,
  formEndpointSchema,
  httpsUrlSchema,
  parseContent,
  phoneSchema,
  textSchema,
} from './schema';

/**
 * Every owner-specific value lives here. The numbers, e-mail and profiles below are
 * placeholders in valid format: replace them with the real ones and rebuild.
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

export const site: Site = parseContent('content/site.ts', siteSchema, {
  name: 'Smriti',
  fullName: 'Smriti Heritage Sanctuaries',
  tagline:
    'Ancestral Himalayan homes, restored with care and opened, by invitation, to guests who travel with the spirit first.',
  url: process.env.SITE_URL ?? 'https://www.example.com',
  email: 'hello@example.com',
  chat: {
    stays: '+91 90000 00001',
    restoration: '+91 90000 00002',
    concierge: '+91 90000 00003',
  },
  phones: [
    { label: 'Stays', number: '+91 90000 00011' },
    { label: 'Restoration', number: '+91 90000 00012' },
  ],
  social: {
    instagram: {
      label: 'Smriti on Instagram',
      handle: '@smriti.sanctuaries',
      url: 'https://www.instagram.com/smriti.sanctuaries/',
    },
    chaayaInstagram: {
      label: 'Chaaya Homestay on Instagram',
      handle: '@chaaya.homestay',
      url: 'https://www.instagram.com/chaaya.homestay/',
    },
  },
  chaayaLocation: { locality: 'Kangra', region: 'Himachal Pradesh', country: 'IN' },
  map: {
    embed: 'https://www.google.com/maps?q=Kangra%2C%20Himachal%20Pradesh&output=embed',
    page: 'https://www.google.com/maps/search/?api=1&query=Kangra%2C%20Himachal%20Pradesh',
    placeName: 'Chaaya Homestay, Kangra valley, Himachal Pradesh',
  },
  copyrightYear: 2024,
  contactForm: {
    // e.g. 'https://formspree.io/f/abcdwxyz' (see README, "Receiving the contact form's messages")
    endpoint: process.env.CONTACT_ENDPOINT || undefined,
    fields: {},
  },
});

/**
 * The words on every page's share card (the 1200×630 image social apps show), around the
 * page's own title: the brand above it, this line below it.
 */
export const shareCardCopy = {
  brand: site.name.toUpperCase(),
  line: 'Heritage sanctuaries of the Himalayas',
} as const;

/** `tel:` address for a number written in international format. */
export function telHref(number: string): string {
  return `tel:+${number.replace(/\D/g, '')}`;
}

export function mailHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
