import { Eyebrow } from '@/components/ui/Eyebrow';
import { Section } from '@/components/ui/Section';
import type { BlockOf } from '@/content/blocks';

/** One sentence set large: the mission. */
export function Statement({ block }: { block: BlockOf<'statement'> }) {
  const titleId = `${block.id}-title`;
  return (
    <Section id={block.id} tone="night" aria-labelledby={titleId} width="prose">
      <div className="text-center">
        <Eyebrow as="h2" id={titleId} className="font-sans text-clay-soft">
          {block.eyebrow}
        </Eyebrow>
        <p className="mt-6 font-display text-3xl leading-snug text-linen italic sm:text-4xl">
          {block.text}
        </p>
        {block.note ? <p className="mt-6 text-parchment/80">{block.note}</p> : null}
      </div>
    </Section>
  );
}
