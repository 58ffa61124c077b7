import { Card } from '@/components/ui/Card';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { cn } from '@/lib/cn';

type StoryBlock = BlockOf<'story'>;
type Variant<V extends StoryBlock['variant']> = Extract<StoryBlock, { variant: V }>;

/** The story's paragraphs; each variant spaces them from its heading in its own way. */
function Paragraphs({ text, className }: { text: readonly string[]; className: string }) {
  return (
    <div className={cn(className, 'space-y-5 text-lg leading-relaxed text-ink-soft')}>
      {text.map((p) => (
        <p key={p.slice(0, 24)}>{p}</p>
      ))}
    </div>
  );
}

/** A portrait photograph beside the prose: the origin story, the founder's note. */
function Portrait({ block, edition }: { block: Variant<'portrait'>; edition: Edition }) {
  const titleId = `${block.id}-title`;
  return (
    <Section id={block.id} aria-labelledby={titleId}>
      <div className="grid gap-10 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:items-center lg:gap-20">
        <Picture
          edition={edition}
          id={block.image}
          sizes="(min-width: 1216px) 460px, (min-width: 768px) 40vw, 100vw"
          className="aspect-[4/3] rounded-2xl md:aspect-[4/5]"
          pictureClassName={cn(block.imageSide === 'right' && 'md:order-last')}
        />
        <div>
          {block.heading.eyebrow ? (
            <Eyebrow className="mb-3 text-clay">{block.heading.eyebrow}</Eyebrow>
          ) : null}
          <h2 id={titleId} className="text-4xl text-ink sm:text-5xl">
            {block.heading.title}
          </h2>
          <div className="mt-7 space-y-5 text-lg leading-relaxed text-ink-soft">
            {block.text.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {block.line ? (
              <p className="font-display text-2xl text-ink italic">— {block.line}</p>
            ) : null}
          </div>
        </div>
      </div>
    </Section>
  );
}

/** The house's story beside one of its photographs, and a line of it set apart. */
function House({ block, edition }: { block: Variant<'house'>; edition: Edition }) {
  const headingId = `${block.id}-title`;
  return (
    <Section id={block.id} tone={block.tone} aria-labelledby={headingId}>
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
        <Picture
          edition={edition}
          id={block.image}
          sizes="(min-width: 1024px) 36rem, 100vw"
          className="aspect-[4/5] rounded-2xl object-cover shadow-sm sm:aspect-[3/2] lg:aspect-[4/5]"
        />
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={block.heading.eyebrow}
            title={block.heading.title}
          />
          <Paragraphs text={block.text} className="mt-6" />
          {block.line ? (
            <p className="mt-8 border-l-2 border-clay pl-5 font-display text-2xl leading-snug text-ink italic">
              {block.line}
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  );
}

/**
 * A belief in its own words: a two-line heading and paragraphs beside a large pull quote. The
 * band carries no anchor of its own (the page links to none); its id names the heading.
 */
function QuoteBeside({ block }: { block: Variant<'quote'> }) {
  const titleId = `${block.id}-title`;
  return (
    <Section aria-labelledby={titleId} className="overflow-hidden">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-center lg:gap-20">
        <div>
          {block.heading.eyebrow ? (
            <Eyebrow className="mb-4 text-clay">{block.heading.eyebrow}</Eyebrow>
          ) : null}
          <h2 id={titleId} className="text-4xl text-ink sm:text-5xl lg:text-6xl">
            <span className="block">{block.heading.title}</span>{' '}
            <span className="block text-clay-deep italic">{block.accent}</span>
          </h2>
          <Paragraphs text={block.text} className="mt-8 max-w-prose" />
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

/** The story in the wide column; someone's words about it and a few short facts beside it. */
function Facts({ block }: { block: Variant<'facts'> }) {
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
          <Paragraphs text={block.text} className="mt-8 max-w-prose" />
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

/** A heading and paragraphs beside a photograph or someone's words, as its variant asks. */
export function Story({ block, edition }: { block: StoryBlock; edition: Edition }) {
  switch (block.variant) {
    case 'portrait':
      return <Portrait edition={edition} block={block} />;
    case 'house':
      return <House edition={edition} block={block} />;
    case 'quote':
      return <QuoteBeside block={block} />;
    case 'facts':
      return <Facts block={block} />;
  }
}
