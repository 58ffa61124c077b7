import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Eyebrow } from '@/components/ui/Eyebrow';
import type { Edition } from '@/lib/content/editions';
import type { Property } from '@/lib/content/properties';

/**
 * One home introduced beside its photographs: eyebrow, name, status, summary, what sets it apart
 * (`children`) and the way to its own page. The home page's featured house and each home on the
 * projects overview read the same way.
 */
export function PropertySummary({
  property: p,
  edition,
  titleId,
  eyebrow,
  title,
  link,
  children,
}: {
  property: Property;
  edition: Edition;
  titleId: string;
  eyebrow: string;
  title: ReactNode;
  link: string;
  children: ReactNode;
}) {
  return (
    <div>
      <Eyebrow className="mb-3 text-clay">{eyebrow}</Eyebrow>
      <h2 id={titleId} className="text-4xl text-ink sm:text-5xl">
        {title}
      </h2>
      <Badge tone={p.colour} className="mt-5">
        {edition.texts.propertyStatus[p.status]}
      </Badge>
      <p className="mt-5 text-lg leading-relaxed text-ink-soft">{p.summary}</p>
      {children}
      <ButtonLink lang={edition.lang} href={p.href} variant="secondary" className="mt-8">
        {link}
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </div>
  );
}
