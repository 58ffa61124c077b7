import { z } from 'zod';
import { defaultLang, type Lang } from './languages';
import { loadPerLanguage } from './load-words';
import { iconNameSchema } from './icon-names';
import { textSchema } from './schema';

export const experienceSchema = z.object({
  icon: iconNameSchema,
  title: textSchema,
  description: textSchema,
});

export type Experience = z.output<typeof experienceSchema>;

export const experiencesFileSchema = z.array(experienceSchema).min(1);

/**
 * Life around Chaaya, in order of preference. The pages show only the first
 * `timings.maxLifeExperiences`; the rest stay in the file for the hosts to rotate in by season.
 */
export const experiencesIn: (lang: Lang) => readonly Experience[] = loadPerLanguage(
  'content/experiences.yaml',
  experiencesFileSchema,
);
export const experiences = experiencesIn(defaultLang);
