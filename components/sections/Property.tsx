import { Check } from 'lucide-react';
import { Picture } from '@/components/ui/Picture';
import { PropertySummary } from '@/components/ui/PropertySummary';
import { Section } from '@/components/ui/Section';
import type { BlockOf } from '@/lib/content/blocks';
import { propertyOf, type Edition } from '@/lib/content/editions';
import { cn } from '@/lib/cn';

/** One home beside its photograph: label, status, what sets it apart, the way to its page. */
export function Property({ block, edition }: { block: BlockOf<'property'>; edition: Edition }) {
  const p = propertyOf(edition, block.id);
  const titleId = `${p.id}-title`;
  return (
    <Section id={p.id} tone={block.tone} aria-labelledby={titleId}>
      <div className="grid gap-10 md:grid-cols-2 md:items-center lg:gap-20">
        <Picture
          edition={edition}
          id={block.image}
          sizes="(min-width: 1216px) 570px, (min-width: 768px) 46vw, 100vw"
          className="aspect-[3/2] rounded-2xl"
          pictureClassName={cn(block.imageSide === 'right' && 'md:order-last')}
        />
        <PropertySummary
          edition={edition}
          property={p}
          titleId={titleId}
          eyebrow={p.label}
          title={p.name}
          link={block.link}
        >
          <ul className="mt-6 space-y-2.5">
            {block.items.map((h) => (
              <li key={h} className="flex gap-3 text-ink-soft">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-clay" />
                {h}
              </li>
            ))}
          </ul>
        </PropertySummary>
      </div>
    </Section>
  );
}
