import type { CarouselProps } from './carousel/CarouselIsland';
import { CarouselIsland } from './islands';
import { edition } from '@/lib/edition';

/**
 * The one carousel of the site (the island is carousel/CarouselIsland.tsx), with its controls
 * named in the interface words: a server component, so the island gets only the words it says.
 */
export function Carousel(props: Omit<CarouselProps, 'words'>) {
  const { interface: interfaceWords } = edition().texts;
  return <CarouselIsland {...props} words={interfaceWords.carousel} />;
}
