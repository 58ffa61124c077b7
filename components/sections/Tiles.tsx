import { CardGrid } from '@/components/ui/CardGrid';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { Icon } from '@/components/ui/Icon';
import type { BlockOf } from '@/content/blocks';

/** A page's heading over large dashed tiles: placeholders for what is still to come. */
export function Tiles({ block }: { block: BlockOf<'tiles'> }) {
  return (
    <HeadedSection id={block.id} heading={block.heading} headingAs="h1" className="pt-16 sm:pt-24">
      <CardGrid className="mt-14">
        {block.items.map((tile) => (
          <FeatureCard
            key={tile.title}
            surface="dashed"
            className="min-h-72 p-8"
            mark={<Icon name={tile.icon} className="size-8 text-clay" />}
            title={tile.title}
            headingAs="h2"
            size="lg"
            titleClassName="mt-6"
            text={tile.text}
            footer={<Eyebrow className="text-clay-deep">{block.note}</Eyebrow>}
          />
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
