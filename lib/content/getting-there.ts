import { z } from 'zod';
import { headingSchema } from './blocks';
import { iconNameSchema } from './icon-names';
import { labelled, textSchema } from './schema';
import { template } from './sentences';

/*
 * How guests reach Chaaya (content/houses/<id>/getting-there.yaml; Hindi words in getting-there.hi.yaml,
 * joined by key): by air, by rail, by road, the last stretch to the door and the family's taxi,
 * each a few short lines a phone reads at a glance. Distances are values, written once; the
 * times from Dharamshala and Pathankot are the facts' ({fromDharamshala}, {fromPathankot}).
 */

const legSchema = z.object({
  from: labelled(
    textSchema,
    'From where · कहाँ से',
    'Where this part of the journey starts, such as Kangra Airport at Gaggal (DHM) or From Delhi.',
  ),
  km: labelled(
    z.number().int().positive(),
    'Distance to the house (km)',
    'Digits only (35), written on the page as 35 km. Leave empty when the time says enough.',
  ).optional(),
  time: labelled(
    textSchema,
    'How long it takes',
    'In a guest’s words, such as about 1 hour by taxi. You may write {fromDharamshala} or {fromPathankot}: the site fills in the times from Facts and figures.',
  ),
});

const waySchema = z.object({
  icon: labelled(iconNameSchema, 'Icon beside it', 'The small drawing shown with the way to come.'),
  title: labelled(
    textSchema,
    'Way to come · आने का रास्ता',
    'A few words, such as By air, By rail, The last stretch.',
  ),
  legs: labelled(
    z.array(labelled(legSchema, 'From one place', 'Where from, how far and how long.')),
    'From where, how far, how long',
    'One line per starting place: the airport, a station, a city. May be left empty (the last stretch).',
  ).default([]),
  notes: labelled(
    z
      .array(
        labelled(
          textSchema,
          'One line',
          'One short sentence a guest reads at a glance, such as Overnight buses from Delhi reach Dharamshala at dawn.',
        ),
      )
      .min(1),
    'What to know · ज़रूरी बातें',
    'A few short sentences, one per line, in the order shown. At least one.',
  ),
});

export type Way = z.output<typeof waySchema>;

export const gettingThereSchema = z.object({
  heading: headingSchema,
  ways: labelled(
    z.array(waySchema).min(1),
    'Ways to come · आने के रास्ते',
    'By air, by rail, by road, the last stretch to the door and the family’s taxi, in the order the page shows them.',
  ),
  km: labelled(
    template('n'),
    'How a distance is written',
    'Keep {n}, where the number of kilometres goes: {n} km in English, {n} किमी in Hindi.',
  ),
  mapLink: labelled(
    textSchema,
    'Map link: its words',
    'The link under the ways that opens the house on the map (the address is in Contact numbers, e-mail and links), such as Open in Google Maps.',
  ),
});

export type GettingThere = z.output<typeof gettingThereSchema>;
