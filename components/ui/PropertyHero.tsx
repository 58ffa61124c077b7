import type { ReactNode } from 'react';
import type { PropertyId } from '@/lib/content/properties';
import type { Edition } from '@/lib/content/editions';
import { propertyOf } from '@/lib/edition';
import { Badge } from './Badge';
import { PageHero } from './PageHero';

/** The opening of a project page: the property's photo, its status badge, name and label. */
export function PropertyHero({
  property,
  edition,
  hero,
  children,
}: {
  property: PropertyId;
  edition: Edition;
  hero: { image: string; title: string; lead: string };
  children?: ReactNode;
}) {
  const p = propertyOf(edition, property);
  return (
    <PageHero
      edition={edition}
      image={hero.image}
      height="full"
      title={hero.title}
      eyebrow={<Badge tone="glass">{p.pageBadge}</Badge>}
      lead={<p>{hero.lead}</p>}
    >
      {children}
    </PageHero>
  );
}
