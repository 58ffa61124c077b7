import { CardGrid } from '@/components/ui/CardGrid';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { HeadedSection } from '@/components/ui/HeadedSection';
import type { BlockOf } from '@/content/blocks';
import { framed, type Frame } from '@/components/ui/frame';

/** Cards that each say one thing: three-up across a band, two-up in a column. */
export function Cards({ block, frame }: { block: BlockOf<'cards'>; frame?: Frame }) {
  const two = block.columns === 2;
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading} {...framed(frame)}>
      <CardGrid
        columns={block.columns}
        from={two ? 'sm' : undefined}
        className={two ? 'mt-10' : undefined}
      >
        {block.items.map((item) => (
          <FeatureCard key={item.title} icon={item.icon} title={item.title} text={item.text} />
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
