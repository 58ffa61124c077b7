import { Card } from '@/components/ui/Card';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { type Frame, framed } from '@/components/ui/frame';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { Icon } from '@/components/ui/Icon';
import type { BlockOf, VariantBlock } from '@/lib/content/blocks';
import { cn } from '@/lib/cn';
import { Section } from '@/components/ui/Section';
import { StatList } from '@/components/ui/StatList';
import { Picture } from '@/components/ui/Picture';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { Edition } from '@/lib/content/editions';
import { Check, Sparkles } from 'lucide-react';
import { ActionRow } from '@/components/ui/ActionRow';
import { Badge } from '@/components/ui/Badge';

/** A band of large figures, named for assistive technology by its label (it has no heading). */
function Stats({ block }: { block: VariantBlock<'facts', 'figures'> }) {
  return (
    <Section tone={block.tone} aria-label={block.label} className="py-12 sm:py-16">
      <StatList stats={block.items} label={block.label} className="text-center" />
    </Section>
  );
}

/** What a stay gives back to the village, its figures under the heading, beside a photograph. */
function CommunityImpact({
  block,
  edition,
}: {
  block: VariantBlock<'facts', 'impact'>;
  edition: Edition;
}) {
  const headingId = `${block.id}-title`;
  const { heading } = block;
  return (
    <Section id={block.id} tone={block.tone} aria-labelledby={headingId}>
      <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={heading.eyebrow}
            title={heading.title}
            lead={heading.lead ? <p>{heading.lead}</p> : undefined}
            inverted
          />
          <StatList
            stats={block.items}
            label={block.statsLabel}
            inverted
            className="mt-10 border-t border-linen/20 pt-8"
          />
        </div>
        <Picture
          edition={edition}
          id={block.image}
          sizes="(min-width: 1024px) 34rem, 100vw"
          className="aspect-[3/2] rounded-2xl shadow-lg"
        />
      </div>
    </Section>
  );
}

const subheading = 'font-sans text-xs font-semibold tracking-[0.18em] text-dusk uppercase';

/**
 * A side panel with a project's state at a glance: its status, what it holds, its elements,
 * where it will be (as much as content says: Awoka's gives the region only) and ways to join.
 */
function GlancePanel({
  block,
  edition,
}: {
  block: VariantBlock<'facts', 'panel'>;
  edition: Edition;
}) {
  const { status, checklist, elements, location } = block;
  return (
    <Card className="p-6 sm:p-7">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl text-ink">{block.title}</h2>
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          {status.label}
          <Badge tone="dusk">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {status.text}
          </Badge>
        </p>
      </div>

      <h3 className={`mt-7 ${subheading}`}>{checklist.title}</h3>
      <div role="group" aria-label={checklist.label} className="mt-3">
        <ul className="space-y-2.5">
          {checklist.items.map((item) => (
            <li key={item} className="flex items-start gap-3">
              <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-dusk text-linen">
                <Check aria-hidden="true" className="size-3" strokeWidth={3} />
              </span>
              <span className="block leading-snug text-ink first-letter:uppercase">{item}</span>
            </li>
          ))}
        </ul>
      </div>

      <h3 className={`mt-7 ${subheading}`}>{elements.title}</h3>
      <ul className="mt-3 space-y-1.5 text-ink-soft">
        {elements.items.map((el) => (
          <li key={el.title}>
            <span className="font-semibold text-ink">{el.title}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">: </span>
            {el.text}
          </li>
        ))}
      </ul>

      <h3 className={`mt-7 ${subheading}`}>{location.title}</h3>
      <dl className="mt-3 space-y-2">
        {location.items.map((row) => (
          <div key={row.title} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-ink-soft">{row.title}</dt>
            <dd className="font-semibold text-ink">{row.text}</dd>
          </div>
        ))}
      </dl>

      <ActionRow edition={edition} actions={block.actions} stacked className="mt-8" />
    </Card>
  );
}

type FactsBlock = BlockOf<'facts'>;
type Variant<V extends FactsBlock['variant']> = Extract<FactsBlock, { variant: V }>;
type ListBlock = Variant<'cards' | 'lines' | 'terms'>;
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
function List({ block }: { block: ListBlock }) {
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
function FactsSection({ block, frame }: { block: ListBlock; frame?: Frame }) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading} {...framed(frame)}>
      <List block={block} />
    </HeadedSection>
  );
}

/** Things named or counted one by one: a list under a heading, figures, or a panel. */
export function Facts({
  block,
  edition,
  frame,
}: {
  block: FactsBlock;
  edition: Edition;
  frame?: Frame;
}) {
  switch (block.variant) {
    case 'cards':
    case 'lines':
    case 'terms':
      return <FactsSection block={block} frame={frame} />;
    case 'figures':
      return <Stats block={block} />;
    case 'impact':
      return <CommunityImpact block={block} edition={edition} />;
    case 'panel':
      return <GlancePanel block={block} edition={edition} />;
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
}
