import type { CarouselProps } from './carousel/CarouselIsland';
import type { Edition } from '@/lib/content/editions';
import { CarouselIsland } from './islands';

/**
 * The one carousel of the site (the island is carousel/CarouselIsland.tsx), with its controls
 * named in the interface words: a server component, so the island gets only the words it says.
 */
export function Carousel({
  edition,
  ...props
}: Omit<CarouselProps, 'words'> & { edition: Edition }) {
  return <CarouselIsland {...props} words={edition.texts.interface.carousel} />;
}
