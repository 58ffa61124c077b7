import { z } from 'zod';
import { iconNameSchema } from './icon-names';
import { parseContent, textSchema } from './schema';

export const experienceSchema = z.object({
  icon: iconNameSchema,
  title: textSchema,
  description: textSchema,
});

export type Experience = z.output<typeof experienceSchema>;

/**
 * Life around Chaaya, in order of preference. The pages show only the first
 * `timings.maxLifeExperiences`; the rest stay here for the hosts to rotate in by season.
 */
export const experiences: readonly Experience[] = parseContent(
  'content/experiences.ts',
  z.array(experienceSchema).min(1),
  [
    {
      icon: 'Footprints',
      title: 'Village walk at first light',
      description:
        'Follow the stone path past the terraces and the water mill while the village wakes, with a host who knows every door you pass.',
    },
    {
      icon: 'CookingPot',
      title: 'Cook at the family hearth',
      description:
        'Grind spices on the old stone, roll makki ki roti and learn the Kangra dishes the house has cooked for generations.',
    },
    {
      icon: 'Landmark',
      title: 'Shrines and temple trail',
      description:
        'Walk to the small village shrines and hear the stories the elders tell about each one, then stay for the evening bells.',
    },
    {
      icon: 'Palette',
      title: 'Afternoons with local artisans',
      description:
        'Sit with the weavers, potters and woodcarvers who helped restore the house, and try your hand at their craft.',
    },
    {
      icon: 'Mountain',
      title: 'A day towards the Dhauladhar',
      description:
        'A gentle hike into the foothills with a packed lunch from the kitchen, back before the light turns gold.',
    },
    {
      icon: 'Sprout',
      title: 'A morning in the fields',
      description:
        'Sow, weed or harvest with the family, depending on the season, and carry home what you picked for lunch.',
    },
    {
      icon: 'Moon',
      title: 'Stargazing from the roof',
      description:
        'On clear nights the valley goes dark and the sky fills; blankets and a flask of tea are waiting on the roof.',
    },
  ],
);
