import { Card } from '@/components/ui/Card';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { framed, type Frame } from '@/components/ui/frame';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { Icon } from '@/components/ui/Icon';
import type { BlockOf } from '@/lib/content/blocks';
import { cn } from '@/lib/cn';

type FactsBlock = BlockOf<'facts'>;
type Variant<V extends FactsBlock['variant']> = Extract<FactsBlock, { variant: V }>;
type Fact = Variant<'cards'>['items'][number];

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

/** An icon and a line each, under hairlines, two columns from small screens: the comforts. */
function Lines({ items }: { items: Variant<'lines'>['items'] }) {
  return (
    <ul className="mt-10 grid gap-x-8 gap-y-1 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="flex items-center gap-4 border-b border-ink/10 py-4">
          <Icon name={item.icon} className="size-5 shrink-0 text-clay" strokeWidth={1.75} />
          <span>{item.title}</span>
        </li>
      ))}
    </ul>
  );
}

/** Terms and what they mean, each under a hairline: three across on wide screens. */
function Terms({ items }: { items: Variant<'terms'>['items'] }) {
  return (
    <dl className="mt-12 grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div key={item.title} className="border-t border-ink/10 pt-5">
          <dt className="font-display text-2xl text-ink">{item.title}</dt>
          <dd className="mt-2 leading-relaxed text-ink-soft">{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The list for the block's variant. */
function List({ block }: { block: FactsBlock }) {
  switch (block.variant) {
    case 'cards':
      return <FactList items={block.items} className="mt-10" />;
    case 'lines':
      return <Lines items={block.items} />;
    case 'terms':
      return <Terms items={block.items} />;
  }
}

/** A heading over things named one by one, drawn as the variant asks. */
export function Facts({ block, frame }: { block: FactsBlock; frame?: Frame }) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading} {...framed(frame)}>
      <List block={block} />
    </HeadedSection>
  );
}
