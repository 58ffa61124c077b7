import { Card } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/CardGrid';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { IconDisc } from '@/components/ui/IconDisc';
import type { BlockOf } from '@/content/blocks';

/** Tiles that are only an icon and a label (what a house in restoration will offer). */
export function IconTiles({ block }: { block: BlockOf<'iconTiles'> }) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading}>
      <CardGrid columns={4} className="gap-4 sm:gap-5">
        {block.items.map((item) => (
          <Card
            key={item.title}
            as="li"
            surface="flat"
            className="flex flex-col items-start gap-4 bg-parchment p-5 sm:p-6"
          >
            <IconDisc name={item.icon} tone="moss" size="lg" />
            <span className="leading-snug font-semibold text-ink">{item.title}</span>
          </Card>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
