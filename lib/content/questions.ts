import { z } from 'zod';
import { headingSchema } from './blocks';
import { labelled, textSchema } from './schema';

/*
 * The questions guests ask before they come (content/houses/<id>/questions.yaml; Hindi words in
 * questions.hi.yaml, joined by key), each with a short answer. The page draws each as a
 * disclosure a keyboard and a screen reader open (<details>), and marks none of them up for
 * search engines.
 */

const questionSchema = z.object({
  question: labelled(
    textSchema,
    'The question · सवाल',
    'As a guest would ask it, such as Is the road open in winter? A guest taps it to read the answer.',
  ),
  answer: labelled(
    textSchema,
    'The answer · जवाब',
    'Two to four short sentences, in plain words. You may write {fromDharamshala}, {payment} or another figure from Facts and figures in curly brackets.',
  ),
});

export type Question = z.output<typeof questionSchema>;

export const questionsSchema = z.object({
  heading: headingSchema,
  questions: labelled(
    z
      .array(questionSchema)
      .min(1)
      .max(12, 'keep it to twelve questions at most: a guest reads them all'),
    'Questions and answers · सवाल-जवाब',
    'Eight to twelve questions guests ask before they come, in the order shown. At most twelve.',
  ),
});

export type Questions = z.output<typeof questionsSchema>;
