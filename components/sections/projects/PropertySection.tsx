import { Check } from 'lucide-react';
import { Picture } from '@/components/ui/Picture';
import { Section, type SectionTone } from '@/components/ui/Section';
import { propertyFeatures } from '@/content/pages/projects';
import { getProperty, type PropertyId } from '@/content/properties';
import { cn } from '@/lib/cn';
import { PropertySummary } from '@/components/ui/PropertySummary';

/** One home on the overview: label, status, what it is, and the way to its own page. */
export function PropertySection({
  property,
  tone,
  imageSide = 'left',
}: {
  property: PropertyId;
  tone?: SectionTone;
  imageSide?: 'left' | 'right';
}) {
  const p = getProperty(property);
  const f = propertyFeatures[property];
  const titleId = `${p.id}-title`;
  return (
    <Section id={p.id} tone={tone} aria-labelledby={titleId}>
      <div className="grid gap-10 md:grid-cols-2 md:items-center lg:gap-20">
        <Picture
          id={f.image}
          sizes="(min-width: 1216px) 570px, (min-width: 768px) 46vw, 100vw"
          className="aspect-[3/2] rounded-2xl"
          pictureClassName={cn(imageSide === 'right' && 'md:order-last')}
        />
        <PropertySummary
          property={p}
          titleId={titleId}
          eyebrow={p.label}
          title={p.name}
          link={f.link}
        >
          <ul className="mt-6 space-y-2.5">
            {f.highlights.map((h) => (
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
