import { z } from 'zod';
import {
  composeMessage,
  estimate,
  estimateBreakdown,
  formatStayDate,
  formatUpdatedAt,
  mailSubject,
  minimumText,
  nearestActionText,
  nearestLeadText,
  nearestNoneText,
  rateLine,
  roomCapacity,
  stayEstimate,
  takenText,
  termsText,
  validateStay,
  type StayConfig,
  type StayDraft,
  type StayRequest,
} from '@/components/stay-request/stay-request';
import { stayConfigOf } from '@/components/stay-request/stay-config';
import { amenitySchema } from '@/lib/content/amenities';
import { messagesSchema } from '@/lib/content/chat';
import { type Edition, type Lang, editionOf, pageNamed } from '@/lib/content/editions';
import { experienceSchema } from '@/lib/content/experiences';
import { factsSchema } from '@/lib/content/facts';
import type { Block, Section } from '@/lib/content/blocks';
import { count, fill, formatInr, formatRate, taxNote, type Tax } from '@/lib/content/format';
import { interfaceSchema } from '@/lib/content/interface';
import { footerSchema } from '@/lib/content/footer';
import { planYourStaySchema } from '@/lib/content/stay';
import { stayFormSchema } from '@/lib/content/stay-form';
import { pageSchema } from '@/lib/content/page-file';
import { propertySchema } from '@/lib/content/properties';
import { roomsSchema } from '@/lib/content/rooms';
import { imageRefSchema } from '@/lib/content/images';
import { codeString, textSchema } from '@/lib/content/schema';
import { siteSchema } from '@/lib/content/site';
import { guestLetterSchema, reviewSchema } from '@/lib/content/testimonials';
import { englishTexts } from '@/lib/content/translate';
import { seasonRateText } from '@/lib/stay-pricing';
import { tripSchema } from '@/lib/content/trip';
import { paymentSchema } from '@/lib/content/payment';
import { legLine } from '@/components/sections/GettingThere';
import { monthSeasonText } from '@/components/sections/MonthByMonth';
import { monthStays } from '@/lib/month-stays';

/*
 * The proof sheet: every sentence a guest can read, English beside Hindi, first the templates
 * filled with real values through the functions the site fills them with, then every text of
 * every page and module by its key. A reader who judges only the language needs nothing else.
 * Fixed dates and times keep it the same on every run of the same content. It is written for
 * review (docs/hindi/proof-sheet.md, not kept in git), never compared byte for byte: the family
 * may change any sentence, room or season, and the sheet follows.
 */

/** How each text module is walked: by its schema, or (null) by key, as its Hindi file is. */
export const TEXT_SCHEMAS: Record<keyof Edition['texts'], z.ZodType | null> = {
  interface: interfaceSchema,
  stayForm: stayFormSchema,
  planYourStay: planYourStaySchema,
  footer: footerSchema,
  site: siteSchema,
  shareCard: null,
  chat: messagesSchema,
  facts: factsSchema,
  properties: z.array(propertySchema),
  propertyStatus: null,
  rooms: roomsSchema,
  // A season's name is its words; its id, nights and rates are the owner's.
  seasons: z.array(z.object({ id: codeString('season id', z.string()), name: textSchema })),
  bookingTerms: null,
  bookingTermsShort: null,
  amenities: z.array(amenitySchema),
  experiences: z.array(experienceSchema),
  guestLetters: z.array(guestLetterSchema),
  reviews: z.array(reviewSchema),
  testimonialSources: null,
  images: z.array(imageRefSchema),
  categoryNames: null,
  trip: tripSchema,
  payment: paymentSchema,
};

/** What each text module is, for a reader who does not know the code. */
export const TEXT_TITLES: Record<keyof Edition['texts'], string> = {
  interface: 'Interface words (buttons, labels, screen-reader names, errors)',
  stayForm: 'Stay request form (every field, error and the message it sends)',
  planYourStay: '“Plan your stay” section (Chaaya page and homestay site)',
  footer: 'Footer',
  site: 'Site name, contacts, addresses',
  shareCard: 'Share card (link previews)',
  chat: 'Prefilled chat messages (sent in the guest’s own voice)',
  facts: 'Facts (travel, booking, the house)',
  properties: 'The three properties',
  propertyStatus: 'Property status badges',
  rooms: 'Rooms',
  seasons: 'Seasons (their names)',
  bookingTerms: 'Booking terms (long list)',
  bookingTermsShort: 'Booking terms (short list)',
  amenities: 'Amenities',
  experiences: 'Experiences',
  guestLetters: 'Guest letters',
  reviews: 'Reviews',
  testimonialSources: 'Names of the places guests write (beside their words)',
  images: 'Picture descriptions (alt text and captions)',
  categoryNames: 'Photo categories',
  trip: 'Before the trip: getting there, month by month, house rules, questions guests ask',
  payment: 'Payment details (the pay page)',
};

/** Every page, by its file's name, as the sheet heads it: its title and address. */
export const PAGE_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(editionOf('en').pages).map(([name, page]) => [
    name,
    `${page.title} (${page.path})`,
  ]),
);

/** One line of the sheet: what it is, and the same thing in each language. */
type Row = { label: string; en: string; hi: string };

/** A table cell: one line, pipes escaped, line breaks kept visible. */
export const cell = (text: string) =>
  text.replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>').replace(/\s+$/, '') || '(empty)';

function table(rows: readonly Row[]): string {
  return [
    '| what | English | हिन्दी |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${cell(r.label)} | ${cell(r.en)} | ${cell(r.hi)} |`),
  ].join('\n');
}

/** The same sentence built in both editions by one function. */
function both(label: string, make: (ed: Edition, config: StayConfig) => string): Row {
  return { label, en: make(editionOf('en'), configs.en), hi: make(editionOf('hi'), configs.hi) };
}

/** The stay request's figures and words as the server section hands them to the form. */
const stayConfigIn = (lang: Lang): StayConfig =>
  // Taken nights are passed to each sentence below; the calendars here are empty.
  stayConfigOf(
    editionOf(lang),
    {
      rooms: Object.fromEntries(editionOf(lang).texts.rooms.map((r) => [r.id, []])),
      until: '2027-12-31',
    },
    '/thank-you/',
  );

const configs: { en: StayConfig; hi: StayConfig } = {
  en: stayConfigIn('en'),
  hi: stayConfigIn('hi'),
};

const TODAY = '2027-03-01';
const CHECKIN = '2027-03-12';
const NIGHTS = [1, 2, 5] as const;
/** '1 night', '5 nights' in a row's label. */
const nightsLabel = (n: number) => `${n} night${n === 1 ? '' : 's'}`;
const checkoutAfter = (nights: number) =>
  new Date(Date.UTC(2027, 2, 12 + nights)).toISOString().slice(0, 10);
const roomIds = () => configs.en.rooms.map((r) => r.id);

function roomOf(config: StayConfig, id: string) {
  const room = config.rooms.find((r) => r.id === id);
  if (!room) throw new Error(`proof sheet: no room ${id}`);
  return room;
}

/** The message a guest sends for a valid request. */
function requestOf(config: StayConfig, id: string, nights: number, guests: number, note = '') {
  const room = roomOf(config, id);
  const request: StayRequest = {
    room,
    checkin: CHECKIN,
    checkout: checkoutAfter(nights),
    guests,
    note,
    estimate: estimate(room, nights, guests, config.advancePercent, config.tax),
  };
  return request;
}

/** The message a field shows for a draft, through the form's own validation. */
function errorFor(config: StayConfig, draft: Partial<StayDraft>, field: keyof StayDraft): string {
  const full: StayDraft = {
    checkin: CHECKIN,
    checkout: '2027-03-14',
    guests: '2',
    room: 'standard',
    note: '',
    ...draft,
  };
  return validateStay(full, config, TODAY).errors[field]?.message ?? '(no message)';
}

const TAXES: readonly { name: string; tax: Tax }[] = [
  { name: 'owner says nothing about tax (today’s setting)', tax: { kind: 'unstated' } },
  { name: 'not registered for GST', tax: { kind: 'not-registered' } },
  { name: '5% GST added', tax: { kind: 'gst', ratePercent: 5, included: false } },
  { name: '5% GST included', tax: { kind: 'gst', ratePercent: 5, included: true } },
];

function stayRows(): Row[] {
  const rows: Row[] = [];
  for (const n of NIGHTS) {
    rows.push(both(`nights, ${n}`, (_, c) => count(n, c.words.nightCount)));
    rows.push(both(`beds, ${n}`, (_, c) => count(n, c.words.bedCount)));
    rows.push(both(`guests, ${n}`, (_, c) => count(n, c.words.guestCount)));
  }
  for (const id of roomIds()) {
    rows.push(
      both(
        `under the room select, ${id}`,
        (_, c) =>
          `${formatRate(roomOf(c, id), c.tax, c.rates)} · ${roomCapacity(roomOf(c, id), c.words)}`,
      ),
    );
    for (const tax of TAXES) {
      rows.push(
        both(`rate, ${id}, ${tax.name}`, (_, c) => formatRate(roomOf(c, id), tax.tax, c.rates)),
      );
    }
    for (const n of NIGHTS) {
      const guests = Math.min(n, roomOf(configs.en, id).capacity);
      rows.push(
        both(`estimate, ${id}, ${nightsLabel(n)}, ${guests} guest(s): rate line`, (_, c) => {
          const r = requestOf(c, id, n, guests);
          return rateLine(r.room, r.estimate, c);
        }),
      );
      rows.push(
        both(
          `estimate, ${id}, ${nightsLabel(n)}, ${guests} guest(s): breakdown in the message`,
          (_, c) => {
            const r = requestOf(c, id, n, guests);
            return estimateBreakdown(r.room, r.estimate, c);
          },
        ),
      );
    }
  }
  rows.push(
    both('advance line of the estimate', (_, c) =>
      fill(c.words.advance, { percent: c.advancePercent }),
    ),
  );
  rows.push(both('terms under the estimate', (_, c) => termsText(c)));
  rows.push(
    both('terms before dates are chosen', (_, c) => `${c.words.pickDates} ${termsText(c)}`),
  );
  rows.push(
    both('stay date, Fri 12 Mar 2027', (_, c) => formatStayDate(CHECKIN, c.words.dates)),
    both('calendar month heading, March 2027', (_, c) =>
      fill(c.words.dates.monthYear, { month: c.words.dates.monthsLong[2] ?? '', year: 2027 }),
    ),
    both('calendars last read, 25 Nov 2026 03:03 UTC', (_, c) =>
      formatUpdatedAt('2026-11-25T03:03:00Z', c.words),
    ),
    both('“Plan your stay”: calendars last read, same time', (ed, c) =>
      fill(ed.texts.planYourStay.updated, {
        date: formatUpdatedAt('2026-11-25T03:03:00Z', c.words),
      }),
    ),
  );

  const errors: { label: string; draft: Partial<StayDraft>; field: keyof StayDraft }[] = [
    { label: 'check-in missing', draft: { checkin: '' }, field: 'checkin' },
    { label: 'check-in not a date', draft: { checkin: '2027-02-30' }, field: 'checkin' },
    {
      label: 'check-in in the past (today 1 Mar 2027)',
      draft: { checkin: '2027-02-20' },
      field: 'checkin',
    },
    { label: 'check-out missing', draft: { checkout: '' }, field: 'checkout' },
    { label: 'check-out not a date', draft: { checkout: '2027-02-30' }, field: 'checkout' },
    { label: 'check-out before check-in', draft: { checkout: '2027-03-10' }, field: 'checkout' },
    { label: 'stay too long (40 nights)', draft: { checkout: '2027-04-21' }, field: 'checkout' },
    { label: 'guests missing', draft: { guests: '' }, field: 'guests' },
    { label: 'guests 0', draft: { guests: '0' }, field: 'guests' },
  ];
  for (const e of errors) {
    rows.push(both(`error: ${e.label}`, (_, c) => errorFor(c, e.draft, e.field)));
  }
  for (const id of roomIds()) {
    const over = roomOf(configs.en, id).capacity + 1;
    rows.push(
      both(`error: ${over} guests in the ${id}`, (_, c) =>
        errorFor(c, { room: id, guests: String(over) }, 'guests'),
      ),
    );
  }
  rows.push(
    both('error: 12 guests (no room fits)', (_, c) =>
      errorFor(c, { room: 'standard', guests: '12' }, 'guests'),
    ),
  );

  const takenSets: { label: string; nights: string[] }[] = [
    { label: 'one night taken (12 Mar)', nights: ['2027-03-12'] },
    { label: 'three nights taken (12–14 Mar)', nights: ['2027-03-12', '2027-03-13', '2027-03-14'] },
    {
      label: 'two runs taken (12 Mar; 14–15 Mar)',
      nights: ['2027-03-12', '2027-03-14', '2027-03-15'],
    },
  ];
  for (const id of roomIds()) {
    for (const t of takenSets) {
      rows.push(
        both(`taken, ${id}, ${t.label}`, (_, c) => takenText(roomOf(c, id), t.nights, c.words)),
      );
    }
  }
  for (const n of NIGHTS) {
    rows.push(
      both(`nearest free stay, ${nightsLabel(n)}: lead`, (_, c) => nearestLeadText(n, c.words)),
    );
    rows.push(
      both(`nearest free stay, ${nightsLabel(n)}: button`, (_, c) =>
        nearestActionText({ checkin: '2027-03-20', checkout: checkoutAfter(n + 8) }, c.words),
      ),
    );
    rows.push(both(`no free stay of ${nightsLabel(n)}`, (_, c) => nearestNoneText(n, c.words)));
  }
  rows.push(...seasonRows());
  return rows;
}

/** The calendar date `days` after `iso`. */
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Two nights before the first night of the first season's first range, in TODAY's year or the
 * next (with today's example seasons: 18 December 2027, into peak), so that a stay from there is
 * at the usual rate, then the season's.
 */
function intoFirstSeason(): { checkin: string; season: string } | null {
  const season = configs.en.seasons[0];
  if (!season) return null;
  const year = Number(TODAY.slice(0, 4));
  const yearly = season.everyYear[0]?.[0];
  const first = yearly
    ? [`${year}-${yearly}`, `${year + 1}-${yearly}`].find((night) => night > addDays(TODAY, 2))
    : season.onDates[0]?.[0];
  return first ? { checkin: addDays(first, -2), season: season.id } : null;
}

function seasonRows(): Row[] {
  const rows: Row[] = [];
  const seasons = configs.en.seasons;
  for (const [i, season] of seasons.entries()) {
    for (const id of roomIds()) {
      rows.push(
        both(
          `season rate, ${season.id}, ${id}`,
          (_, c) =>
            seasonRateText(c.seasons[i]!, roomOf(c, id), c.tax, c.words, c.rates) ?? '(no rate)',
        ),
      );
    }
    rows.push(
      both(`minimum stay refused, ${season.id}`, (_, c) => minimumText(c.seasons[i]!, c.words)),
    );
  }
  const into = intoFirstSeason();
  if (!into) return rows;
  rows.push(
    both('minimum stay: lead to the nearest stay that meets it', (_, c) => c.words.minimumLead),
  );
  rows.push(both('minimum stay: no stay meets it', (_, c) => c.words.minimumNone));
  const from = formatStayDate(into.checkin, configs.en.words.dates);
  for (const id of roomIds()) {
    const guests = Math.min(2, roomOf(configs.en, id).capacity);
    for (const n of [4, 5]) {
      const label = `${id}, ${n} nights from ${from} (into ${into.season}), ${guests} guest(s)`;
      rows.push(
        both(`estimate across seasons, ${label}: rate line`, (_, c) => {
          const room = roomOf(c, id);
          return rateLine(room, stayEstimate(c, room, into.checkin, n, guests), c);
        }),
        both(`estimate across seasons, ${label}: breakdown in the message`, (_, c) => {
          const room = roomOf(c, id);
          return estimateBreakdown(room, stayEstimate(c, room, into.checkin, n, guests), c);
        }),
      );
    }
  }
  return rows;
}

/** The before-the-trip sentences the page fills: distances, each month's line, the hours. */
function tripRows(): Row[] {
  const rows: Row[] = [];
  const en = editionOf('en');
  for (const [w, way] of en.texts.trip.gettingThere.ways.entries()) {
    for (const [l, leg] of way.legs.entries()) {
      rows.push(
        both(`the way here: ${way.title}, ${leg.from}`, (ed) => {
          const theirs = ed.texts.trip.gettingThere.ways[w]!.legs[l]!;
          return legLine(theirs, ed.texts.trip.gettingThere.km);
        }),
      );
    }
  }
  const stays = {
    en: monthStays(en.texts.seasons, TODAY),
    hi: monthStays(editionOf('hi').texts.seasons, TODAY),
  };
  for (const [i, month] of en.texts.trip.months.months.entries()) {
    const line = (ed: Edition) => {
      const { months } = ed.texts.trip;
      const runs = stays[ed.lang === 'en' ? 'en' : 'hi'][i]!.seasons;
      return [
        fill(months.temps, { max: month.high, min: month.low }),
        fill(months.tempsSpoken, { max: month.high, min: month.low }),
        months.skies[month.sky],
        runs.length === 0 ? months.usualRates : runs.map((r) => monthSeasonText(r, ed)).join(' / '),
      ].join(' | ');
    };
    rows.push(both(`month ${i + 1}: shown | read aloud | weather | season`, line));
  }
  rows.push(both('stay request: the hours under the estimate', (_, c) => c.houseTimes));
  rows.push(
    both('stay request message: the check-in day', (_, c) =>
      fill(c.checkinDate, { date: formatStayDate('2027-03-12', c.words.dates) }),
    ),
  );
  return rows;
}

function messageRows(): Row[] {
  const rows: Row[] = [];
  const note = { en: 'We arrive around 6 pm.', hi: 'हम शाम लगभग 6 बजे पहुँचेंगे।' };
  for (const id of roomIds()) {
    for (const n of NIGHTS) {
      const guests = Math.min(2, roomOf(configs.en, id).capacity);
      const withNote = n === 2;
      rows.push({
        label: `message, ${id}, ${nightsLabel(n)}, ${guests} guests${withNote ? ', with a note (the guest’s own words)' : ''}`,
        en: composeMessage(
          requestOf(configs.en, id, n, guests, withNote ? note.en : ''),
          configs.en,
        ),
        hi: composeMessage(
          requestOf(configs.hi, id, n, guests, withNote ? note.hi : ''),
          configs.hi,
        ),
      });
    }
    rows.push(
      both(`e-mail subject, ${id}, 2 nights`, (_, c) => mailSubject(requestOf(c, id, 2, 1), c)),
    );
  }
  return rows;
}

function interfaceRows(): Row[] {
  const rows: Row[] = [];
  const w = (ed: Edition) => ed.texts.interface;
  rows.push(
    both('logo link', (ed) => fill(w(ed).nav.home, { name: ed.texts.site.name })),
    both('footer e-mail icon', (ed) => fill(w(ed).footer.email, { email: ed.texts.site.email })),
    both('footer last line, 2026', (ed) =>
      fill(w(ed).footer.copyright, {
        year: 2026,
        name: ed.texts.site.name,
        line: ed.texts.footer.closingLine,
      }),
    ),
    both('stars, 5 of 5', (ed) => fill(w(ed).rated, { rating: 5, max: 5 })),
    both('stars, 4 of 5', (ed) => fill(w(ed).rated, { rating: 4, max: 5 })),
    both('carousel slide, 2 of 5', (ed) => fill(w(ed).carousel.slide, { n: 2, count: 5 })),
    both('carousel position, 2 of 5', (ed) => fill(w(ed).carousel.position, { n: 2, count: 5 })),
    both('carousel dot, slide 2', (ed) => fill(w(ed).carousel.show, { n: 2 })),
    both('lightbox position, 2 of 5', (ed) => fill(w(ed).lightbox.position, { n: 2, count: 5 })),
    both('map frame', (ed) => fill(w(ed).map.frame, { place: ed.texts.site.map.placeName })),
  );
  for (const n of NIGHTS) {
    rows.push(both(`photographs, ${n}`, (ed) => count(n, w(ed).gallery.photographs)));
  }
  for (const tax of TAXES) {
    rows.push(both(`tax note: ${tax.name}`, (ed) => taxNote(tax.tax, w(ed).rates) || '(nothing)'));
  }
  rows.push(both('a price, ₹1,20,000', () => formatInr(120000)));
  return rows;
}

/** Every section of a page, those beside a side panel or under a floating button included. */
function sectionsOf(blocks: readonly Block[]): Section[] {
  return blocks.flatMap((b): Section[] =>
    b.type === 'aside' ? [b.aside, ...b.blocks] : b.type === 'floating' ? [...b.blocks] : [b],
  );
}

function pageTemplateRows(): Row[] {
  const rows: Row[] = [];
  for (const property of editionOf('en').texts.properties) {
    rows.push(
      both(`about, property card link: ${property.id}`, (ed) => {
        const block = sectionsOf(pageNamed(ed, 'about').blocks).find(
          (b) => b.type === 'cards' && b.variant === 'houses',
        );
        const p = ed.texts.properties.find((q) => q.id === property.id);
        if (block?.type !== 'cards' || block.variant !== 'houses' || block.link.to !== 'page' || !p)
          return '';
        return fill(block.link.visit, { name: p.name.split(',')[0] ?? p.name });
      }),
    );
  }
  rows.push(
    both('home, Instagram button', (ed) => {
      const block = sectionsOf(pageNamed(ed, 'home').blocks).find(
        (b) => b.type === 'cards' && b.variant === 'strip',
      );
      return block?.type === 'cards' && block.variant === 'strip'
        ? fill(block.follow, { handle: ed.texts.site.social.instagram.handle })
        : '';
    }),
    both('thank-you, concierge chat button', (ed) => {
      const block = sectionsOf(pageNamed(ed, 'thank-you').blocks).find(
        (b) => b.type === 'steps' && b.variant === 'next',
      );
      return block?.type === 'steps' && block.variant === 'next'
        ? fill(block.contact.message, { number: ed.texts.site.chat.concierge })
        : '';
    }),
    both('contact form, failure toast', (ed) => {
      const block = sectionsOf(pageNamed(ed, 'contact').blocks).find(
        (b) => b.type === 'contactForm',
      );
      return block?.type === 'contactForm'
        ? fill(block.failure.description, { email: ed.texts.site.email })
        : '';
    }),
  );
  for (const id of roomIds()) {
    rows.push(
      both(`homestay site, feature list name: ${id}`, (ed) => {
        const block = sectionsOf(pageNamed(ed, 'microsite').blocks).find(
          (b) => b.type === 'roomTabs',
        );
        const room = ed.texts.rooms.find((r) => r.id === id);
        return block?.type === 'roomTabs' && room
          ? fill(block.featuresLabel, { room: room.title })
          : '';
      }),
    );
  }
  return rows;
}

/** Every text of a value in both editions, by key, as the translation check pairs them. */
function textRows(schema: z.ZodType | null, english: unknown, hindi: unknown): Row[] {
  const theirs = new Map(englishTexts(null, hindi).map((t) => [t.path, t.text]));
  return englishTexts(schema, english).map(({ path, text }) => ({
    label: path,
    en: text,
    hi: theirs.get(path) ?? '(missing)',
  }));
}

/** '`premium` is the Heritage Premium Suite, `standard` the Heritage Standard Room…' */
function roomIdsLine(): string {
  const named = editionOf('en').texts.rooms.map((r) => `\`${r.id}\` ${r.title}`);
  const [first, ...rest] = named;
  if (!first) return '';
  return `Room ids: ${[first.replace(' ', ' is the '), ...rest.map((r) => r.replace(' ', ' the '))].join(', ')}.`;
}

export function proofSheet(): string {
  const parts: string[] = [
    '# Proof sheet: every sentence a guest can read, English and Hindi',
    '',
    'Written by `npm run proof-sheet` (and by every unit test run) from the site’s own texts and',
    'the functions that fill its templates, for review; it is not kept in git. Do not edit it by',
    'hand: change the texts in `content/**/*.hi.yaml`, then run the script.',
    '',
    'Part 1 shows every sentence that is built from a template, filled with real values (1, 2 and',
    '5 nights; each room; a fixed date, 12 March 2027, and time; each error). “what” names the',
    'values. Part 2 lists every fixed text by page and component; “what” is its key.',
    roomIdsLine(),
    'Style guide and glossary: `docs/hindi/glossary.md`.',
    '',
    '## Part 1: filled templates',
    '',
    '### Stay request form',
    '',
    table(stayRows()),
    '',
    '### The stay request message (WhatsApp and e-mail)',
    '',
    table(messageRows()),
    '',
    '### Interface',
    '',
    table(interfaceRows()),
    '',
    '### Page templates',
    '',
    table(pageTemplateRows()),
    '',
    '### Before the trip: the way here, month by month, the hours in the stay request',
    '',
    table(tripRows()),
    '',
    '## Part 2: every fixed text',
    '',
  ];
  for (const [key, title] of Object.entries(PAGE_TITLES)) {
    parts.push(
      `### ${title}`,
      '',
      table(textRows(pageSchema, pageNamed(editionOf('en'), key), pageNamed(editionOf('hi'), key))),
      '',
    );
  }
  for (const key of Object.keys(TEXT_TITLES) as (keyof Edition['texts'])[]) {
    let rows = textRows(TEXT_SCHEMAS[key], editionOf('en').texts[key], editionOf('hi').texts[key]);
    // The form's words are listed once, as their own module.
    if (key === 'interface') rows = rows.filter((r) => !r.label.startsWith('stayRequest.'));
    parts.push(`### ${TEXT_TITLES[key]}`, '', table(rows), '');
  }
  return `${parts.join('\n').trimEnd()}\n`;
}

/** Every Hindi text a guest can read, by where it is and its key, as the proof sheet lists them. */
export function hindiTexts(): { where: string; path: string; text: string }[] {
  const pages = Object.keys(PAGE_TITLES).flatMap((key) =>
    textRows(pageSchema, pageNamed(editionOf('en'), key), pageNamed(editionOf('hi'), key)).map(
      (r) => ({
        where: `pages.${key}`,
        path: r.label,
        text: r.hi,
      }),
    ),
  );
  const texts = (Object.keys(TEXT_TITLES) as (keyof Edition['texts'])[]).flatMap((key) =>
    textRows(TEXT_SCHEMAS[key], editionOf('en').texts[key], editionOf('hi').texts[key]).map(
      (r) => ({
        where: key,
        path: r.label,
        text: r.hi,
      }),
    ),
  );
  return [...pages, ...texts];
}
