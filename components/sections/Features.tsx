import { Carousel } from '@/components/ui/Carousel';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { HeadedSection } from '@/components/ui/HeadedSection';
import type { BlockOf, Item } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { cn } from '@/lib/cn';

const grids = {
  thirds: 'grid-cols-6 [&>li]:col-span-2 [&>li:nth-last-child(-n+2)]:col-span-3',
  fours: 'grid-cols-4',
} as const;

/** One belief or promise: icon, title, a sentence or two. */
function FeatureItem({ item, as }: { item: Item; as: 'div' | 'li' }) {
  return (
    <FeatureCard as={as} className="h-full" icon={item.icon} title={item.title} text={item.text} />
  );
}

/**
 * A set of beliefs or promises: a looping carousel on small screens, a grid from `lg`. Both
 * are in the HTML and CSS shows one, so switching costs no layout shift and no JavaScript.
 */
export function Features({ block, edition }: { block: BlockOf<'features'>; edition: Edition }) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading}>
      <div className="mt-12 lg:hidden" data-layout="carousel">
        <Carousel
          edition={edition}
          label={block.carouselLabel}
          delay={block.delay}
          align="center"
          slideWidth="[--slide:86%] sm:[--slide:55%]"
          slides={block.items.map((item) => (
            <FeatureItem key={item.title} item={item} as="div" />
          ))}
        />
      </div>
      <ul className={cn('mt-14 hidden gap-6 lg:grid', grids[block.grid])} data-layout="grid">
        {block.items.map((item) => (
          <FeatureItem key={item.title} item={item} as="li" />
        ))}
      </ul>
    </HeadedSection>
  );
}
