import { z } from 'zod';
import { loadBilingual } from './load-words';
import { iconNameSchema } from './icon-names';
import { textSchema } from './schema';

export const experienceSchema = z.object({
  icon: iconNameSchema,
  title: textSchema,
  description: textSchema,
});

export type Experience = z.output<typeof experienceSchema>;

export const experiencesFileSchema = z.array(experienceSchema).min(1);

const { en, hi } = loadBilingual('content/experiences.yaml', experiencesFileSchema);

/**
 * Life around Chaaya, in order of preference. The pages show only the first
 * `timings.maxLifeExperiences`; the rest stay in the file for the hosts to rotate in by season.
 */
export const experiences: readonly Experience[] = en;
export const experiencesHi: readonly Experience[] = hi;
