import { z } from 'zod';
import { iconNameSchema } from './icon-names';
import { labelled, textSchema } from './schema';
import { timings } from './timings';

export const experienceSchema = z.object({
  icon: labelled(
    iconNameSchema,
    'Icon beside it',
    'The small drawing shown with the experience, picked from the list.',
  ),
  title: labelled(
    textSchema,
    'Name of the experience',
    'Its title on the house’s pages, such as Village walk at first light.',
  ),
  description: labelled(
    textSchema,
    'About the experience',
    'One or two sentences under its name: what the guest does, and with whom.',
  ),
});

export type Experience = z.output<typeof experienceSchema>;

/**
 * Life around Chaaya, in order of preference. The pages show only the first
 * `timings.maxLifeExperiences`; the rest stay in the file for the hosts to rotate in by season.
 */
export const experiencesFileSchema = labelled(
  z.array(experienceSchema).min(1),
  'Things to do around the house',
  `In order of preference: the house’s pages show the first ${timings.maxLifeExperiences}. Keep the rest here to move up by season.`,
);
