import { Carousel } from '@/components/ui/Carousel';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { HeadedSection, type HeadingCopy } from '@/components/ui/HeadedSection';
import type { SectionTone } from '@/components/ui/Section';
import type { ValueCardContent } from '@/content/pages/about';
import { cn } from '@/lib/cn';

type ValuesSectionProps = {
  id: string;
  heading: HeadingCopy;
  items: readonly ValueCardContent[];
  /** Accessible name of the small-screen carousel. */
  carouselLabel: string;
  /** Autoplay delay of the small-screen carousel (content/facts.ts `timings.autoplay`). */
  delay: number;
  /** Grid columns on wide screens. */
  gridClassName: string;
  tone?: SectionTone;
};

/** One belief or promise: icon, title, a sentence or two. */
function ValueCard({ item, as }: { item: ValueCardContent; as: 'div' | 'li' }) {
  return (
    <FeatureCard as={as} className="h-full" icon={item.icon} title={item.title} text={item.desc} />
  );
}

/**
 * A set of beliefs or promises: a looping carousel on small screens, a grid from `lg`. Both
 * are in the HTML and CSS shows one, so switching costs no layout shift and no JavaScript.
 */
export function ValuesSection({
  id,
  heading,
  items,
  carouselLabel,
  delay,
  gridClassName,
  tone,
}: ValuesSectionProps) {
  return (
    <HeadedSection id={id} tone={tone} heading={heading}>
      <div className="mt-12 lg:hidden" data-layout="carousel">
        <Carousel
          label={carouselLabel}
          delay={delay}
          align="center"
          slideClassName="basis-[86%] sm:basis-[55%]"
          slides={items.map((item) => (
            <ValueCard key={item.title} item={item} as="div" />
          ))}
        />
      </div>
      <ul className={cn('mt-14 hidden gap-6 lg:grid', gridClassName)} data-layout="grid">
        {items.map((item) => (
          <ValueCard key={item.title} item={item} as="li" />
        ))}
      </ul>
    </HeadedSection>
  );
}
