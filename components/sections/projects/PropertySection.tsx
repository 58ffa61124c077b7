import { ArrowRight, Check } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Picture } from '@/components/ui/Picture';
import { Section, type SectionTone } from '@/components/ui/Section';
import { propertyFeatures } from '@/content/pages/projects';
import { getProperty, type PropertyId } from '@/content/properties';
import { cn } from '@/lib/cn';
import { Eyebrow } from '@/components/ui/Eyebrow';

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
        <div>
          <Eyebrow className="mb-3 text-clay">{p.label}</Eyebrow>
          <h2 id={titleId} className="text-4xl text-ink sm:text-5xl">
            {p.name}
          </h2>
          <Badge tone={p.colour} className="mt-5">
            {p.status}
          </Badge>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">{p.summary}</p>
          <ul className="mt-6 space-y-2.5">
            {f.highlights.map((h) => (
              <li key={h} className="flex gap-3 text-ink-soft">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-clay" />
                {h}
              </li>
            ))}
          </ul>
          <ButtonLink href={p.href} variant="secondary" className="mt-8">
            {f.link}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
