import { ArrowRight } from 'lucide-react';
import { PropertyCardHead } from '@/components/sections/projects/PropertyCardHead';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Card } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/CardGrid';
import { HeadedSection } from '@/components/ui/HeadedSection';
import type { BlockOf } from '@/content/blocks';
import { properties } from '@/content/properties';

/** Where each home stands today: one card per property with its status. */
export function PropertyCards({ block }: { block: BlockOf<'propertyCards'> }) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading}>
      <CardGrid>
        {properties.map((p) => (
          <Card key={p.id} as="li" interactive className="relative flex flex-col">
            <PropertyCardHead property={p} />
            <p className="mt-4 leading-relaxed text-ink-soft">{p.summary}</p>
            <ButtonLink href={p.href} variant="text" className="mt-6 self-start">
              {block.linkPrefix} {p.name.split(',')[0]}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </Card>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
