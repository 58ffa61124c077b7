import { Card } from '@/components/ui/Card';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { Icon } from '@/components/ui/Icon';
import type { BlockOf } from '@/content/blocks';
import { cn } from '@/lib/cn';
import { framed, type Frame } from '@/components/ui/frame';

type Fact = BlockOf<'travelFacts'>['items'][number];

/** Facts as cards, each named over its value: elevation, travel times, the season. */
export function FactList({ items, className }: { items: readonly Fact[]; className?: string }) {
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {items.map((fact) => (
        <Card key={fact.title} surface="flat" className="p-5">
          <Eyebrow as="dt" tracking="caption" className="flex items-center gap-3 text-ink-soft">
            <Icon name={fact.icon} className="size-5 shrink-0 text-clay" strokeWidth={1.75} />
            {fact.title}
          </Eyebrow>
          <dd className="mt-2 pl-8 font-display text-3xl leading-tight text-ink lining-nums">
            {fact.text}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

/** Where the house stands and how far it is from the nearest town and railway. */
export function TravelFacts({ block, frame }: { block: BlockOf<'travelFacts'>; frame?: Frame }) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading} {...framed(frame)}>
      <FactList items={block.items} className="mt-10" />
    </HeadedSection>
  );
}
