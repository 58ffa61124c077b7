import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { BlockOf } from '@/content/blocks';

/** The house's story beside one of its photographs, and a line of it set apart. */
export function HouseStory({ block }: { block: BlockOf<'houseStory'> }) {
  const headingId = `${block.id}-title`;
  return (
    <Section id={block.id} tone="parchment" aria-labelledby={headingId}>
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
        <Picture
          id={block.image}
          sizes="(min-width: 1024px) 36rem, 100vw"
          className="aspect-[4/5] rounded-2xl object-cover shadow-sm sm:aspect-[3/2] lg:aspect-[4/5]"
        />
        <div>
          <SectionHeading id={headingId} eyebrow={block.eyebrow} title={block.title} />
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-soft">
            {block.text.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          {block.quote ? (
            <p className="mt-8 border-l-2 border-clay pl-5 font-display text-2xl leading-snug text-ink italic">
              {block.quote}
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
