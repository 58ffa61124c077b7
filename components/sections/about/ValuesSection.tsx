import { Carousel } from '@/components/ui/Carousel';
import { Section, type SectionTone } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { ValueCardContent } from '@/content/pages/about';
import { cn } from '@/lib/cn';
import { ValueCard } from './ValueCard';

type ValuesSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  items: readonly ValueCardContent[];
  /** Accessible name of the small-screen carousel. */
  carouselLabel: string;
  /** Autoplay delay of the small-screen carousel (content/facts.ts `timings.autoplay`). */
  delay: number;
  /** Grid columns on wide screens. */
  gridClassName: string;
  tone?: SectionTone;
};

/**
 * A set of beliefs or promises: a looping carousel on small screens, a grid from `lg`. Both
 * are in the HTML and CSS shows one, so switching costs no layout shift and no JavaScript.
 */
export function ValuesSection({
  id,
  eyebrow,
  title,
  lead,
  items,
  carouselLabel,
  delay,
  gridClassName,
  tone,
}: ValuesSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone={tone} aria-labelledby={titleId}>
      <SectionHeading
        id={titleId}
        eyebrow={eyebrow}
        title={title}
        lead={lead ? <p>{lead}</p> : undefined}
      />
      <div className="mt-12 lg:hidden" data-layout="carousel">
        <Carousel
          label={carouselLabel}
          delay={delay}
          align="center"
          slideClassName="basis-[86%] sm:basis-[55%]"
          slides={items.map((item) => (
            <ValueCard key={item.title} {...item} />
          ))}
        />
      </div>
      <ul className={cn('mt-14 hidden gap-6 lg:grid', gridClassName)} data-layout="grid">
        {items.map((item) => (
          <li key={item.title}>
            <ValueCard {...item} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
