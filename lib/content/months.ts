import { z } from 'zod';
import { headingSchema } from './blocks';
import { labelled, textSchema } from './schema';
import { template } from './sentences';

/*
 * When to come, month by month (content/houses/<id>/months.yaml; Hindi words in months.hi.yaml, joined by
 * key): each month's day and night temperatures, its weather and what the valley is like. The
 * season a month falls in and its shortest stay are never written here: the page reads them from
 * the seasons' nights (content/houses/<id>/seasons.yaml, through lib/month-stays.ts), and the months' names
 * from the stay request's words.
 */

const SKIES = ['clear', 'showers', 'monsoon', 'snow'] as const;

const celsius = (title: string, hint: string) =>
  labelled(
    z
      .number('must be a temperature in °C, digits only, such as 15')
      .int('must be a whole number of degrees')
      .min(-30)
      .max(50),
    title,
    hint,
  );

const monthSchema = z
  .object({
    high: celsius(
      'Day temperature (°C) · दिन का तापमान',
      'The usual warmth of an afternoon this month at the house, in °C, digits only (19).',
    ),
    low: celsius(
      'Night temperature (°C) · रात का तापमान',
      'The usual cold of a night this month at the house, in °C, digits only (5); at most the day’s.',
    ),
    sky: labelled(
      z.enum(SKIES),
      'Weather that month',
      'clear: dry, clear days; showers: some rain; monsoon: the heavy rains; snow: snow on the peaks. The words the page shows for each are under Words for the weather.',
    ),
    valley: labelled(
      textSchema,
      'The valley this month · घाटी में इस महीने',
      'One short line: the festivals, the harvests and the walks that are open, such as Lohri bonfires; snow on the peaks; village walks only.',
    ),
  })
  .refine((m) => m.low <= m.high, {
    message: 'the night temperature is above the day’s: check the two',
    path: ['low'],
  });

export const monthsSchema = z.object({
  heading: headingSchema,
  months: labelled(
    z
      .array(labelled(monthSchema, 'A month', 'One month of the year, in order from January.'))
      .length(12, 'must list the twelve months, January first'),
    'The twelve months · बारह महीने',
    'January to December, in order: the table shows them so, each under its name. The season each falls in and its shortest stay come from Seasons and minimum stays.',
  ),
  labels: labelled(
    z.object({
      month: labelled(textSchema, 'Column: month', 'The name over the months on wide screens.'),
      weather: labelled(
        textSchema,
        'Column: weather',
        'The name over the weather and temperatures on wide screens, such as Day / night.',
      ),
      valley: labelled(
        textSchema,
        'Column: the valley',
        'The name over what the valley is like, on wide screens.',
      ),
      season: labelled(
        textSchema,
        'Column: season',
        'The name over the season and shortest stay, on wide screens.',
      ),
    }),
    'Names of the columns',
    'The names over each column of the month table on wide screens.',
  ),
  temps: labelled(
    template('max', 'min'),
    'Temperatures as shown',
    'How the two temperatures are written: keep {max} for the day and {min} for the night, such as {max}° / {min}°.',
  ),
  tempsSpoken: labelled(
    template('max', 'min'),
    'Temperatures read aloud',
    'The same for screen readers, in full words: keep {max} and {min}, such as day {max} °C, night {min} °C.',
  ),
  skies: labelled(
    z.object(
      Object.fromEntries(
        SKIES.map((sky) => [
          sky,
          labelled(
            textSchema,
            `Weather: ${sky}`,
            `The words shown for the weather a month marked ${sky} has.`,
          ),
        ]),
      ) as Record<(typeof SKIES)[number], typeof textSchema>,
    ),
    'Words for the weather',
    'What the page says for each kind of weather a month may have.',
  ),
  usualRates: labelled(
    textSchema,
    'A month outside every season',
    'Shown in the season column for a month no season touches, such as Usual rates, any length of stay.',
  ),
  seasonIn: labelled(
    template('season', 'when'),
    'A month’s season and its nights',
    'Keep {season}, where the season’s name goes, and {when}, where its nights in that month go (20 Dec – 31 Dec, or all month).',
  ),
  allMonth: labelled(
    textSchema,
    'A season the whole month',
    'Written for {when} when the season holds every night of the month, such as all month.',
  ),
});

export type Months = z.output<typeof monthsSchema>;
export type Sky = (typeof SKIES)[number];
