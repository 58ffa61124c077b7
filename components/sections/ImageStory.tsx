import { Eyebrow } from '@/components/ui/Eyebrow';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import type { BlockOf } from '@/content/blocks';
import { cn } from '@/lib/cn';

/** A portrait photograph beside a heading and prose: the origin story, the founder's note. */
export function ImageStory({ block }: { block: BlockOf<'imageStory'> }) {
  const titleId = `${block.id}-title`;
  return (
    <Section id={block.id} aria-labelledby={titleId}>
      <div className="grid gap-10 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:items-center lg:gap-20">
        <Picture
          id={block.image}
          sizes="(min-width: 1216px) 460px, (min-width: 768px) 40vw, 100vw"
          className="aspect-[4/3] rounded-2xl md:aspect-[4/5]"
          pictureClassName={cn(block.imageSide === 'right' && 'md:order-last')}
        />
        <div>
          <Eyebrow className="mb-3 text-clay">{block.eyebrow}</Eyebrow>
          <h2 id={titleId} className="text-4xl text-ink sm:text-5xl">
            {block.title}
          </h2>
          <div className="mt-7 space-y-5 text-lg leading-relaxed text-ink-soft">
            {block.text.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {block.signature ? (
              <p className="font-display text-2xl text-ink italic">— {block.signature}</p>
            ) : null}
          </div>
        </div>
      </div>
    </Section>
  );
}
