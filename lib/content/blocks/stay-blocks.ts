import { z } from 'zod';
import { existingRoomIdSchema } from '../room-ids';
import { codeString, labelled, textSchema } from '../schema';
import {
  actionSchema,
  block,
  headedBlock,
  headingSchema,
  sectionIdSchema,
  templateSchema,
  toneSchema,
} from './fields';

/*
 * Kinds whose markup or behaviour is their own: the room tabs, the stay request, the sections
 * drawn from the trip files, the contact form and the site's inventory.
 */

/** Chaaya's rooms as tabs, each with its story, features, rate and a way to reserve it. */
export const roomTabsBlock = labelled(
  headedBlock('roomTabs', {
    /** The tab list's accessible name. */
    tabsLabel: labelled(
      textSchema,
      'Name of the row of tabs',
      'Names the room tabs for visitors who use a screen reader, such as Room types; not shown.',
    ),
    /** The room the tabs open on. */
    open: labelled(
      existingRoomIdSchema,
      'Room shown first',
      'The room whose tab is open when the page loads: its short name in Rooms and prices, such as premium.',
    ),
    /** The name of each room's feature list; {room} is the room's title. */
    featuresLabel: labelled(
      textSchema.refine((t) => t.includes('{room}'), 'must contain {room}'),
      'Name of each room’s features',
      'Names each room’s list of features for visitors who use a screen reader, with {room} for the room’s name, such as {room} features. Must contain {room}.',
    ),
    /** Each room's button; a screen reader hears the room's title after it. */
    reserve: labelled(
      actionSchema,
      'Reserve button',
      'The button under each room’s price, such as Reserve This Room.',
    ),
  }),
  'Rooms as tabs',
  'The house’s rooms as tabs, each with its photo, story, features, price and a button to reserve it.',
);

/** The rates, the terms and the stay request form, the section 'Reserve' buttons lead to. */
export const stayRequestBlock = labelled(
  block('stayRequest', {
    tone: toneSchema.default('linen'),
    /** Off where the page already shows the rates and terms in a side panel. */
    rates: labelled(
      z.boolean(),
      'Show prices and terms',
      'On: the room prices and booking terms are shown beside the form. Turn off where the page already shows them in a side panel.',
    ).default(true),
  }),
  'Rates and stay request form',
  'The room prices, the booking terms and the form to ask for a stay; the Reserve buttons lead here (#plan-your-stay). Its words are in Plan your stay and Stay request form.',
);

/**
 * A section drawn from one of the files a guest reads before the trip (lib/content/trip.ts): its
 * heading and its contents are that file's, so the Chaaya page and the homestay's page show the
 * same words; the page places it and gives it an anchor.
 */
export const tripBlock = <K extends string>(type: K, title: string, hint: string) =>
  labelled(block(type, { id: sectionIdSchema, tone: toneSchema.optional() }), title, hint);

export const gettingThereBlock = tripBlock(
  'gettingThere',
  'Getting to the house',
  'By air, by rail and by road, the last stretch and the family’s taxi, with the map link. Its words are in Getting to the house.',
);
export const monthsBlock = tripBlock(
  'months',
  'The valley month by month',
  'The twelve months: temperatures, weather, the valley, and the season and shortest stay each falls in. Its words are in The valley month by month.',
);
export const houseRulesBlock = tripBlock(
  'houseRules',
  'House rules and policies',
  'Check-in and check-out, quiet hours, pets and each rule, and what a stay includes. Its words are in House rules, hours and policies.',
);
export const questionsBlock = tripBlock(
  'questions',
  'Questions guests ask',
  'Short answers a guest opens one by one. Its words are in Questions guests ask.',
);

const fieldLabelSchema = labelled(
  textSchema,
  'Name of the box',
  'The words over this box of the form, such as Your name.',
);

const placeholderSchema = labelled(
  textSchema,
  'Example inside the box',
  'Pale example words inside the empty box, gone once the guest types, such as you@example.com.',
);

const fieldSchema = z.object({
  label: fieldLabelSchema,
  placeholder: placeholderSchema.optional(),
});

/** The letter form beside its heading, and every word the form says while it works. */
export const contactFormBlock = labelled(
  block('contactForm', {
    id: sectionIdSchema,
    heading: headingSchema,
    /** A line under the heading, beside a pen. */
    note: labelled(
      textSchema,
      'Note beside the pen',
      'A line under the heading, beside a small pen, such as a word that drafts are kept.',
    ),
    /** Read by screen readers when entering the fields (visually the heading says it). */
    legend: labelled(
      textSchema,
      'Name of the form',
      'Read to visitors who use a screen reader as they enter the form, such as Your letter to us; not shown.',
    ),
    fields: labelled(
      z.object({
        name: labelled(
          fieldSchema.required({ placeholder: true }),
          'Name box',
          'The box for the guest’s name.',
        ),
        email: labelled(
          fieldSchema.required({ placeholder: true }),
          'E-mail box',
          'The box for the guest’s e-mail address.',
        ),
        purpose: labelled(
          z.object({
            label: fieldLabelSchema,
            hint: labelled(
              textSchema,
              'Word after the name',
              'Shown in brackets after the name of the choice, such as optional.',
            ),
          }),
          'Reason for writing',
          'The choice of why the guest writes; the choices themselves are listed below.',
        ),
        message: labelled(
          fieldSchema.required({ placeholder: true }),
          'Message box',
          'The large box for the guest’s letter.',
        ),
      }),
      'Boxes of the form',
      'The words over and inside each box of the form.',
    ),
    /** The purpose select's options; the '' one is the unchosen state, shown as the placeholder. */
    purposes: labelled(
      z
        .array(
          z.object({
            value: labelled(
              codeString('form value', z.string()),
              'Word sent with the letter',
              'A short word in lowercase letters and dashes sent with the letter, such as book-stay; never shown. Leave it empty for the first entry, which stands for no choice yet.',
            ),
            label: labelled(
              textSchema,
              'Words of the choice',
              'What the guest reads in the list, such as I would like to book a stay.',
            ),
          }),
        )
        .min(2),
      'Reasons to choose from',
      'The choices of why the guest writes, in order. The first, with an empty word, is shown before a choice is made. At least two.',
    ),
    submit: labelled(
      textSchema,
      'Words of the send button',
      'What the send button says, such as Send Message.',
    ),
    sending: labelled(
      textSchema,
      'Words while sending',
      'What the send button says while the letter is on its way, such as Sending with care...',
    ),
    success: labelled(
      z.object({
        title: labelled(
          textSchema,
          'Heading of the thanks',
          'The heading of the note shown once the letter is sent, such as Thank you for writing.',
        ),
        description: labelled(
          textSchema,
          'Words of the thanks',
          'A sentence under it, such as when the family usually replies.',
        ),
      }),
      'Note once sent',
      'The note a guest sees once their letter has been sent.',
    ),
    /** The toast when a message could not be sent; {email} is drawn as a link to the address. */
    failure: labelled(
      z.object({
        title: labelled(
          textSchema,
          'Heading of the note',
          'The heading of the note shown when a letter could not be sent.',
        ),
        description: labelled(
          templateSchema('email'),
          'Words of the note',
          'What to do now, with {email} where the family’s e-mail address goes as a link. Must contain {email}.',
        ),
      }),
      'Note when not sent',
      'The note a guest sees when their letter could not be sent; their words stay in the form.',
    ),
    noScript: labelled(
      z.object({
        title: labelled(
          textSchema,
          'Heading of the note',
          'The heading of the note shown where the form cannot send, such as This form needs JavaScript to send.',
        ),
        body: labelled(
          textSchema,
          'Words of the note',
          'A sentence saying the form cannot send here, and that the ways below still work.',
        ),
        email: labelled(
          textSchema,
          'Words before the e-mail address',
          'Shown before the family’s e-mail address on the first link, such as Write an e-mail to.',
        ),
        chatStays: labelled(
          textSchema,
          'Words of the stays chat link',
          'The link to the chat about stays, such as Chat about a stay.',
        ),
        chatRestoration: labelled(
          textSchema,
          'Words of the restoration chat link',
          'The link to the chat about restoring a home, such as Chat about restoring a home.',
        ),
      }),
      'Note where the form cannot send',
      'Shown instead of the form in a browser that runs no scripts, with an e-mail link and two chat links.',
    ),
  }),
  'Letter form',
  'The form to write to the family beside its heading, and every word the form says while it works.',
);

const packageNotesHint =
  'On the left the package’s name exactly as the site’s code lists it, on the right a few words on what it does.';

/** What the site is made of, read from the project when it is built. */
const inventoryListSchema = labelled(
  z.discriminatedUnion('of', [
    labelled(
      z.object({
        /** Every route with its sections in order (content/routes.ts). */
        of: z.literal('pages'),
        inNavbar: labelled(
          templateSchema('nav'),
          'Words for a page in the menu',
          'Under a page that is in the menu, with {nav} where its menu name goes, such as In the navbar as “{nav}”. Must contain {nav}.',
        ),
        notInNavbar: labelled(
          textSchema,
          'Words for a page not in the menu',
          'Under a page that is not in the menu, such as Not in the navbar.',
        ),
        notIndexed: labelled(
          textSchema,
          'Words for a page hidden from search',
          'Added after a page hidden from search engines, such as not indexed.',
        ),
      }),
      'List of pages',
      'Every page of the site with its sections in order, read from the pages themselves.',
    ),
    labelled(
      z.object({
        /** Every components folder and the components in it. */
        of: z.literal('components'),
        /** What a folder holds; folders not described here still appear, by name. */
        folders: labelled(
          z.record(z.string(), textSchema),
          'What each folder holds',
          'On the left a folder’s name as in the site’s code (such as layout), on the right a sentence on what it holds. Folders not described still appear.',
        ),
      }),
      'List of component folders',
      'The building blocks of the site, folder by folder, read from its code.',
    ),
    labelled(
      z.object({
        /** The packages in package.json, the site's and the build's apart. */
        of: z.literal('packages'),
        runtime: labelled(
          textSchema,
          'Heading of the site’s packages',
          'The heading over the packages the site itself runs on, such as In the site.',
        ),
        tooling: labelled(
          textSchema,
          'Heading of the build packages',
          'The heading over the packages used only to build and test it, such as Build and test.',
        ),
        /** The table's column headings, for screen readers. */
        columns: labelled(
          z.object({
            name: labelled(
              textSchema,
              'Heading of the name column',
              'The heading of the column of package names, such as Package.',
            ),
            version: labelled(
              textSchema,
              'Heading of the version column',
              'The heading of the column of versions, such as Version.',
            ),
            note: labelled(
              textSchema,
              'Heading of the note column',
              'The heading of the column of notes, such as Role.',
            ),
          }),
          'Column headings',
          'The headings of the table’s three columns, read to visitors who use a screen reader.',
        ),
        /** Why a package is here; packages without a note are still listed. */
        notes: labelled(z.record(z.string(), textSchema), 'Note on each package', packageNotesHint),
      }),
      'List of packages',
      'The software the site is built with, read from its code, the site’s and the build’s apart.',
    ),
  ]),
  'What the list shows',
  'pages, component folders or packages: all read from the site itself when it is built.',
);

export const inventoryBlock = labelled(
  headedBlock('inventory', {
    list: inventoryListSchema,
  }),
  'List of what the site is made of',
  'For the site map page: its pages, component folders or packages, read from the site when it is built.',
);
