import { z } from 'zod';

/**
 * Every icon content may name, by its lucide name. components/ui/icons.ts draws exactly these
 * (the compiler holds the two lists together), so a name misspelt in content fails the build
 * with the file and field named instead of drawing nothing.
 */
export const iconNames = [
  'Apple',
  'BedDouble',
  'BookOpen',
  'CalendarDays',
  'Car',
  'Coffee',
  'Film',
  'Compass',
  'CookingPot',
  'Flame',
  'Footprints',
  'Hammer',
  'HandHeart',
  'Heart',
  'House',
  'KeyRound',
  'Landmark',
  'Leaf',
  'Mail',
  'Moon',
  'Mountain',
  'Palette',
  'ShowerHead',
  'Sparkles',
  'Sprout',
  'Sun',
  'Sunrise',
  'Sunset',
  'TrainFront',
  'Users',
  'UtensilsCrossed',
  'Waves',
  'Wheat',
  'Wifi',
  // The ways to Chaaya and the house's rules (content/houses/<id>/getting-there.yaml, house-rules.yaml).
  'Baby',
  'Bus',
  'CalendarX',
  'CarTaxiFront',
  'CigaretteOff',
  'Clock',
  'IdCard',
  'PawPrint',
  'Plane',
  'Wallet',
  'WineOff',
] as const;

export type IconName = (typeof iconNames)[number];

export const iconNameSchema = z.enum(iconNames);
