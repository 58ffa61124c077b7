import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { BlockOf } from '@/content/blocks';

/** A story in the wide column; someone's words about it and a few short facts beside it. */
export function Story({ block }: { block: BlockOf<'story'> }) {
  const titleId = `${block.id}-title`;
  return (
    <Section id={block.id} aria-labelledby={titleId}>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-20">
        <div>
          <SectionHeading
            id={titleId}
            eyebrow={block.heading.eyebrow}
            title={block.heading.title}
          />
          <div className="mt-8 max-w-prose space-y-5 text-lg leading-relaxed text-ink-soft">
            {block.text.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-8 lg:pt-16">
          <figure className="border-l-2 border-moss pl-6">
            <blockquote className="font-display text-2xl leading-snug text-ink italic sm:text-3xl">
              <p>“{block.quote.text}”</p>
            </blockquote>
            <figcaption className="mt-3 text-sm text-ink-soft">{block.quote.by}</figcaption>
          </figure>
          <Card as="dl" className="divide-y divide-ink/10 px-6 py-0">
            {block.items.map((fact) => (
              <div
                key={fact.title}
                className="flex flex-wrap items-baseline justify-between gap-x-4 py-4"
              >
                <dt className="text-sm tracking-wide text-ink-soft">{fact.title}</dt>
                <dd className="font-display text-xl text-ink">{fact.text}</dd>
              </div>
            ))}
          </Card>
        </div>
      </div>
    </Section>
  );
}
