import type { ReactNode } from 'react';
import type { PropertyId } from '@/lib/content/properties';
import { edition, propertyOf } from '@/lib/edition';
import { Badge } from './Badge';
import { PageHero } from './PageHero';

/** The opening of a project page: the property's photo, its status badge, name and label. */
export function PropertyHero({
  property,
  hero,
  children,
}: {
  property: PropertyId;
  hero: { image: string; title: string; lead: string };
  children?: ReactNode;
}) {
  const p = propertyOf(edition(), property);
  return (
    <PageHero
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
