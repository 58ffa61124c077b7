import { Eyebrow } from '@/components/ui/Eyebrow';
import { Section } from '@/components/ui/Section';
import type { BlockOf } from '@/content/blocks';

/** Someone's words, given a night band and room. */
export function PullQuote({ block }: { block: BlockOf<'pullQuote'> }) {
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
