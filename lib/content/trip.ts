import { z } from 'zod';
import { gettingThereSchema, type GettingThere } from './getting-there';
import { houseRulesSchema, type HouseRules } from './house-rules';
import { monthsSchema, type Months } from './months';
import { questionsSchema, type Questions } from './questions';

/*
 * What a guest asks before the trip, in one language: how to get to Chaaya, when to come, the
 * house's rules and the questions guests ask. Each is a data file of its own in content/ with its
 * Hindi words beside it; an edition carries the four together (`texts.trip`).
 */

export type Trip = {
  gettingThere: GettingThere;
  months: Months;
  houseRules: HouseRules;
  questions: Questions;
};

/** The four files' schemas, keyed as an edition carries them (the proof sheet walks them). */
export const tripSchema = z.object({
  gettingThere: gettingThereSchema,
  months: monthsSchema,
  houseRules: houseRulesSchema,
  questions: questionsSchema,
});
