import { interfaceWords } from '@/content/interface';
import type { CarouselProps } from './carousel/CarouselIsland';
import { CarouselIsland } from './islands';

/**
 * The one carousel of the site (the island is carousel/CarouselIsland.tsx), with its controls
 * named in the interface words: a server component, so the island gets only the words it says.
 */
export function Carousel(props: Omit<CarouselProps, 'words'>) {
  return <CarouselIsland {...props} words={interfaceWords.carousel} />;
}
