import { CardGrid } from '@/components/ui/CardGrid';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { IconDisc } from '@/components/ui/IconDisc';
import type { BlockOf } from '@/lib/content/blocks';
import { cn } from '@/lib/cn';

// The light of each part of the day, as a soft band across the top of its card.
const washes = ['from-gold/30', 'from-clay-soft', 'from-dusk-soft'] as const;

/** Morning, afternoon and evening at the house, a card each. */
export function DayRhythm({ block }: { block: BlockOf<'dayRhythm'> }) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading} align="center">
      <CardGrid as="ol">
        {block.items.map((part, i) => (
          <FeatureCard
            key={part.title}
            surface="flat"
            className={cn('bg-gradient-to-b to-parchment to-60% p-8', washes[i % washes.length])}
            mark={<IconDisc name={part.icon} className="bg-linen/80" />}
            title={part.title}
            size="lg"
            text={part.text}
          />
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
