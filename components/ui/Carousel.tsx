import { interfaceWords } from '@/content/interface';
import { CarouselIsland, type CarouselProps } from './carousel/CarouselIsland';

/**
 * The one carousel of the site (the island is carousel/CarouselIsland.tsx), with its controls
 * named in the interface words: a server component, so the island gets only the words it says.
 */
export function Carousel(props: Omit<CarouselProps, 'words'>) {
  return <CarouselIsland {...props} words={interfaceWords.carousel} />;
}
