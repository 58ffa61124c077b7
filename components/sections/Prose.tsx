import { HeadedSection } from '@/components/ui/HeadedSection';
import type { BlockOf, VariantBlock } from '@/lib/content/blocks';
import { type Frame, framed } from '@/components/ui/frame';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { Section } from '@/components/ui/Section';

type StatementBlock = VariantBlock<'prose', 'sentence' | 'quote' | 'pause'>;

/** One sentence set large under its small heading: the mission. */
function Sentence({ block }: { block: Extract<StatementBlock, { variant: 'sentence' }> }) {
  const titleId = `${block.id}-title`;
  return (
    <Section id={block.id} tone="night" aria-labelledby={titleId} width="prose">
      <div className="text-center">
        <Eyebrow as="h2" id={titleId} className="font-sans text-clay-soft">
          {block.label}
        </Eyebrow>
        {block.text.map((line) => (
          <p
            key={line}
            className="mt-6 font-display text-3xl leading-snug text-linen italic sm:text-4xl"
          >
            {line}
          </p>
        ))}
        {block.note ? <p className="mt-6 text-parchment/80">{block.note}</p> : null}
      </div>
    </Section>
  );
}

/** Someone's words, given the band and room. */
function Quote({ block }: { block: Extract<StatementBlock, { variant: 'quote' }> }) {
  return (
    <Section id={block.id} tone="night" width="prose" aria-label={block.label}>
      <figure className="text-center">
        <blockquote className="font-display text-3xl leading-snug text-linen italic sm:text-4xl">
          <p>“{block.quote.text}”</p>
        </blockquote>
        <Eyebrow as="figcaption" className="mt-6 text-clay-soft">
          {block.quote.by}
        </Eyebrow>
      </figure>
    </Section>
  );
}

/** A breath between sections: h-96 of night and a few lines, nothing to click. */
function Pause({ block }: { block: Extract<StatementBlock, { variant: 'pause' }> }) {
  return (
    <section
      aria-label={block.label}
      className="relative isolate flex h-96 items-center justify-center overflow-hidden bg-night px-5 text-center"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-radial from-clay-soft/14 to-transparent to-65%"
      />
      <ul className="space-y-3 font-display text-2xl text-linen italic sm:text-3xl">
        {block.text.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** Words set large on a night band, with nothing to click. */
function Statement({ block }: { block: StatementBlock }) {
  switch (block.variant) {
    case 'sentence':
      return <Sentence block={block} />;
    case 'quote':
      return <Quote block={block} />;
    case 'pause':
      return <Pause block={block} />;
  }
}

/** A heading and a few paragraphs of prose. */
function PlainProse({ block, frame }: { block: VariantBlock<'prose', 'plain'>; frame?: Frame }) {
  return (
    <HeadedSection id={block.id} heading={block.heading} tone={block.tone} {...framed(frame)}>
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-soft">
        {block.text.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </div>
    </HeadedSection>
  );
}

/** Words with nothing else beside them: a heading and paragraphs, or set large on a band. */
export function Prose({ block, frame }: { block: BlockOf<'prose'>; frame?: Frame }) {
  switch (block.variant) {
    case 'plain':
      return <PlainProse block={block} frame={frame} />;
    case 'sentence':
    case 'quote':
    case 'pause':
      return <Statement block={block} />;
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
}
