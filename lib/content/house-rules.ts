import { z } from 'zod';
import { headingSchema } from './blocks';
import { readData } from './data';
import { stayHouseFile, stayHouseWords } from '../houses.mjs';
import { iconNameSchema } from './icon-names';
import type { Lang } from './languages';
import { loadWords } from './load-words';
import type { Slots } from './slots';
import { formatInr } from './format';
import { codeString, labelled, parseContent, textSchema } from './schema';
import { template } from './sentences';

/*
 * The house's rules and policies (content/houses/<id>/house-rules.yaml; Hindi words in house-rules.hi.yaml,
 * joined by key): the hours of arrival, departure and quiet, pets, and each rule in the family's
 * words. The hours and whether pets are welcome are values, written once: the rules' sentences
 * name them by slot ({checkIn}, {checkOut}, {quietFrom}, {quietUntil}), the stay request shows
 * them and puts the check-in time in its message, and search engines read them from Chaaya's
 * structured data. The advance and the notice to cancel are the facts' ({advancePercent},
 * {cancellationHours} from content/facts.yaml), never written here.
 */

/** The rules of the house open for stays, from the project root. */
const houseRulesFile = (): string => stayHouseFile('house-rules.yaml');

/** A time of day on the 24-hour clock, as guests read it on the page: '13:00'. */
const timeSchema = codeString(
  'time',
  z
    .string('must be a time written HH:MM on the 24-hour clock, such as "13:00"')
    .regex(
      /^(?:[01]\d|2[0-3]):[0-5]\d$/,
      'must be a time written HH:MM on the 24-hour clock, such as "13:00" or "09:30"',
    ),
);

const hoursShape = {
  checkIn: labelled(
    timeSchema,
    'Check-in from · चेक-इन का समय',
    'The time the room is ready, on the 24-hour clock (13:00). Shown on the house’s pages, beside the stay request and in its message, and given to search engines. Sentences may write {checkIn} for it.',
  ),
  checkOut: labelled(
    timeSchema,
    'Check-out by · चेक-आउट का समय',
    'The time guests leave the room on their last morning, on the 24-hour clock (11:00). Shown with the check-in time. Sentences may write {checkOut} for it.',
  ),
  quietHours: labelled(
    z.object({
      from: labelled(
        timeSchema,
        'Quiet from',
        'When the house goes quiet at night, on the 24-hour clock (22:00). Sentences may write {quietFrom} for it.',
      ),
      until: labelled(
        timeSchema,
        'Quiet until',
        'When the quiet ends in the morning, on the 24-hour clock (07:00). Sentences may write {quietUntil} for it.',
      ),
    }),
    'Quiet hours',
    'The hours of the night when the house asks for soft voices and no music aloud.',
  ),
};

/** The house's own prices in its rules, written once as values like the rooms' rates. */
const pricesShape = {
  extraBedInr: labelled(
    z.number().int().nonnegative(),
    'Extra mattress for a child, per night (₹)',
    'What a floor mattress with its own quilt for an older child costs a night, in rupees, digits only (500). Sentences may write {extraBed} for it (₹500).',
  ),
};

const hoursSchema = z.object({ ...hoursShape, ...pricesShape });

/** Which rule shows: every time, or only while pets are, or are not, welcome. */
const onlySchema = labelled(
  z.enum(['pets-welcome', 'no-pets']),
  'Shown only when',
  'Leave empty for a rule shown always. pets-welcome: shown only while Pets are welcome is on; no-pets: only while it is off. Write one rule of each, so the page always says what the switch says.',
);

const ruleSchema = z.object({
  icon: labelled(iconNameSchema, 'Icon beside it', 'The small drawing shown with the rule.'),
  title: labelled(
    textSchema,
    'Rule: its name · नियम का नाम',
    'A few words over the rule, such as Children and their beds.',
  ),
  text: labelled(
    textSchema,
    'What the rule means · नियम का मतलब',
    'One to three sentences in plain words: what a guest may do, and what happens in practice. You may write {checkIn}, {checkOut}, {quietFrom}, {quietUntil}, {extraBed}, {advancePercent}, {cancellationHours} or {payment}: the site fills them in.',
  ),
  only: onlySchema.optional(),
});

export type HouseRule = z.output<typeof ruleSchema>;

const listOf = (title: string, hint: string, one: string) =>
  labelled(
    z.object({
      title: labelled(textSchema, `${title}: heading`, `The small heading over the list: ${hint}`),
      items: labelled(
        z.array(labelled(textSchema, one, 'One thing, in a few words, shown as one line.')).min(1),
        `${title}: the list`,
        'One line each, in the order the page shows them. At least one.',
      ),
    }),
    title,
    hint,
  );

export const houseRulesSchema = z.object({
  heading: headingSchema,
  ...hoursShape,
  ...pricesShape,
  petsAllowed: labelled(
    z.boolean(),
    'Pets are welcome · पालतू जानवर',
    'On: guests may bring pets; off: they may not. The page shows the rule written for this choice, and search engines are told the same.',
  ),
  glance: labelled(
    z.object({
      label: labelled(
        textSchema,
        'The hours at a glance: their name',
        'Names the row of hours for visitors who use a screen reader, such as The house’s hours; not shown.',
      ),
      checkIn: labelled(
        textSchema,
        'Check-in: label',
        'The name over the check-in time in the row at the top, such as Check-in.',
      ),
      checkOut: labelled(
        textSchema,
        'Check-out: label',
        'The name over the check-out time in the row at the top, such as Check-out.',
      ),
      quietHours: labelled(
        textSchema,
        'Quiet hours: label',
        'The name over the quiet hours in the row at the top, such as Quiet hours.',
      ),
      pets: labelled(
        textSchema,
        'Pets: label',
        'The name over the answer about pets in the row at the top, such as Pets.',
      ),
      petsWelcome: labelled(
        textSchema,
        'Pets: when welcome',
        'The short answer under Pets while pets are welcome, such as Welcome.',
      ),
      noPets: labelled(
        textSchema,
        'Pets: when not',
        'The short answer under Pets while pets are not welcome, such as Not at the house.',
      ),
    }),
    'The hours at a glance',
    'The row at the top of the section: check-in, check-out, quiet hours and pets, each with its name.',
  ),
  rules: labelled(
    z.array(ruleSchema).min(1),
    'The rules, one by one · घर के नियम',
    'Each rule with its name and what it means in practice, in the order the page shows them: arriving early and leaving late, children, pets, smoking, alcohol, quiet, identity papers, the advance and cancelling.',
  ),
  included: listOf(
    'What every stay includes',
    'what the rate covers, such as Three meals a day from the family kitchen.',
    'One thing included',
  ),
  notIncluded: listOf(
    'What it does not include',
    'what a guest pays for apart, such as Taxis to and from the house.',
    'One thing not included',
  ),
  stayRequest: labelled(
    z.object({
      times: labelled(
        textSchema,
        'Stay request: the hours line',
        'Shown under the estimate, before the guest sends: the check-in and check-out times. Write {checkIn} and {checkOut} where the times go.',
      ),
      checkinDate: labelled(
        template('date'),
        'Stay request message: the check-in day',
        'How the request’s message writes the check-in day with its time, after “Check-in:”. Keep {date}, where the day goes, and write {checkIn} where the time goes.',
      ),
    }),
    'Hours in the stay request',
    'How the stay request shows the hours before the guest sends, and writes the check-in time into its message.',
  ),
});

export type HouseRules = z.output<typeof houseRulesSchema>;

/** The hours and prices, read from the English file alone: they fill every language's sentences. */
function hoursSlots(): Readonly<Record<string, string>> {
  const read = readData(houseRulesFile());
  const hours = parseContent(read.file, hoursSchema, read.data, read.lineOf);
  return {
    checkIn: hours.checkIn,
    checkOut: hours.checkOut,
    quietFrom: hours.quietHours.from,
    quietUntil: hours.quietHours.until,
    extraBed: formatInr(hours.extraBedInr),
  };
}

/**
 * The house's rules in one language, with the hours (the English file's, the same for every
 * language) and the facts (`slots`, as the edition works them out) filled into their sentences.
 */
export function houseRulesIn(lang: Lang, slots: Slots): HouseRules {
  return loadWords(houseRulesSchema, stayHouseWords('house-rules'), lang, {
    slots: { ...slots, ...hoursSlots() },
  });
}

/** The rules a guest reads while pets are, or are not, welcome. */
export function rulesShown(rules: HouseRules): HouseRule[] {
  return rules.rules.filter(
    (r) => r.only === undefined || (r.only === 'pets-welcome') === rules.petsAllowed,
  );
}

/** A time as schema.org writes it ('13:00' → '13:00:00'). */
export const isoTime = (time: string) => `${time}:00`;
