import { ArrowDown, ArrowRight } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Card } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/CardGrid';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { Icon } from '@/components/ui/Icon';
import { InPageLink } from '@/components/ui/InPageLink';
import type { VariantBlock } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { fillParts } from '@/lib/content/format';
import type { Property } from '@/lib/content/properties';

const accent = {
  clay: 'bg-clay-soft/60 text-clay-deep',
  moss: 'bg-moss-soft text-moss',
  dusk: 'bg-dusk-soft text-dusk',
} as const;

/** The top of a property card: its icon and status, then its name and label. */
function CardHead({ property: p, edition }: { property: Property; edition: Edition }) {
  return (
    <>
      <span className="flex items-center justify-between gap-3">
        <span
          className={`inline-flex size-12 items-center justify-center rounded-full ${accent[p.colour]}`}
        >
          <Icon name={p.icon} className="size-6" />
        </span>
        <Badge tone={p.colour}>{edition.texts.propertyStatus[p.status]}</Badge>
      </span>
      <h3 className="mt-6 text-3xl text-ink">{p.name}</h3>
      <Eyebrow as="span" tracking="caption" className="text-ink-soft">
        {p.label}
      </Eyebrow>
    </>
  );
}

/**
 * One card per property with its status: each leads to the property's own page, or (where the
 * page presents the three itself) the whole card is a link down to that property's section.
 */
export function PropertyCards({
  block,
  edition,
}: {
  block: VariantBlock<'cards', 'houses'>;
  edition: Edition;
}) {
  const { properties } = edition.texts;
  const { link } = block;
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading}>
      <CardGrid>
        {properties.map((p) =>
          link.to === 'section' ? (
            <li key={p.id}>
              <InPageLink href={`#${p.id}`} className="group block h-full rounded-2xl">
                <Card className="flex h-full flex-col transition group-hover:-translate-y-0.5 group-hover:shadow-md motion-reduce:group-hover:translate-y-0">
                  <CardHead edition={edition} property={p} />
                  <span className="mt-6 inline-flex items-center gap-2 pt-2 font-semibold text-clay-deep group-hover:underline">
                    {link.label}
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </span>
                </Card>
              </InPageLink>
            </li>
          ) : (
            <Card key={p.id} as="li" interactive className="relative flex flex-col">
              <CardHead edition={edition} property={p} />
              <p className="mt-4 leading-relaxed text-ink-soft">{p.summary}</p>
              <ButtonLink
                lang={edition.lang}
                href={p.href}
                variant="text"
                className="mt-6 self-start"
              >
                {fillParts(link.visit, { name: p.name.split(',')[0] ?? p.name })}
                <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
            </Card>
          ),
        )}
      </CardGrid>
    </HeadedSection>
  );
}
