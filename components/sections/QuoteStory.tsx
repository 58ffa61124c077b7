import { Eyebrow } from '@/components/ui/Eyebrow';
import { Section } from '@/components/ui/Section';
import type { BlockOf } from '@/content/blocks';

/** A belief in its own words: a two-line heading and paragraphs beside a large pull quote. */
export function QuoteStory({ block }: { block: BlockOf<'quoteStory'> }) {
  const titleId = `${block.id}-title`;
  return (
    <Section aria-labelledby={titleId} className="overflow-hidden">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-center lg:gap-20">
        <div>
          <Eyebrow className="mb-4 text-clay">{block.eyebrow}</Eyebrow>
          <h2 id={titleId} className="text-4xl text-ink sm:text-5xl lg:text-6xl">
            <span className="block">{block.title}</span>{' '}
            <span className="block text-clay-deep italic">{block.accent}</span>
          </h2>
          <div className="mt-8 max-w-prose space-y-5 text-lg leading-relaxed text-ink-soft">
            {block.text.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        <figure className="relative rounded-3xl bg-sand px-8 py-12 sm:px-12 sm:py-16">
          <span
            aria-hidden="true"
            className="absolute -top-6 left-6 font-display text-[7rem] leading-none text-clay/30 sm:left-10"
          >
            “
          </span>
          <blockquote className="font-display text-3xl leading-tight text-ink italic sm:text-4xl">
            <p>{block.quote.text}</p>
          </blockquote>
          <Eyebrow as="figcaption" tracking="caption" className="mt-6 text-ink-soft">
            <span aria-hidden="true">— </span>
            {block.quote.by}
          </Eyebrow>
        </figure>
      </div>
    </Section>
  );
}
