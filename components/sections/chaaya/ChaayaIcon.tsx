import {
  BedDouble,
  BookOpen,
  Car,
  Coffee,
  CookingPot,
  Flame,
  Footprints,
  HandHeart,
  House,
  Landmark,
  Leaf,
  Mountain,
  Moon,
  Palette,
  ShowerHead,
  Sprout,
  Sun,
  Sunrise,
  Sunset,
  UtensilsCrossed,
  Wifi,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import type { Amenity } from '@/content/amenities';
import type { Experience } from '@/content/experiences';
import type { OfferingIcon, RhythmIcon } from '@/content/pages/chaaya';

export type ChaayaIconName = Amenity['icon'] | Experience['icon'] | OfferingIcon | RhythmIcon;

// Content names its icons; the Record type makes a missing icon a compile error.
const icons: Record<ChaayaIconName, LucideIcon> = {
  BedDouble,
  BookOpen,
  Car,
  Coffee,
  CookingPot,
  Flame,
  Footprints,
  HandHeart,
  House,
  Landmark,
  Leaf,
  Mountain,
  Moon,
  Palette,
  ShowerHead,
  Sprout,
  Sun,
  Sunrise,
  Sunset,
  UtensilsCrossed,
  Wifi,
};

/** A decorative icon named by Chaaya's content (amenities, experiences, offerings, the day). */
export function ChaayaIcon({ name, ...props }: { name: ChaayaIconName } & LucideProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" {...props} />;
}
