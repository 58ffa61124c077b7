import { Check, MessageCircle } from 'lucide-react';
import { Picture } from '@/components/ui/Picture';
import { PropertySummary } from '@/components/ui/PropertySummary';
import { Section } from '@/components/ui/Section';
import type { BlockOf, VariantBlock } from '@/lib/content/blocks';
import { type Edition, propertyOf } from '@/lib/content/editions';
import { cn } from '@/lib/cn';
import { ActionButton } from '@/components/ui/ActionButton';
import { Card } from '@/components/ui/Card';
import { Carousel } from '@/components/ui/Carousel';
import { MapCard } from '@/components/ui/MapCard';

/** The house open for stays: its photographs, its story, a way to write and the map. */
function FeaturedProperty({
  block,
  edition,
}: {
  block: VariantBlock<'property', 'featured'>;
  edition: Edition;
}) {
  const p = propertyOf(edition, block.property);
  const { bookingTermsShort } = edition.texts;
  const titleId = `${block.id}-title`;
  const { card } = block;
  return (
    <Section id={block.id} tone={block.tone} aria-labelledby={titleId}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.45fr)] lg:items-center lg:gap-16">
        <PropertySummary
          edition={edition}
          property={p}
          titleId={titleId}
          eyebrow={block.eyebrow}
          title={
            <>
              {p.name}, <span className="block text-clay-deep italic">{p.label}</span>
            </>
          }
          link={block.link}
        >
          <dl className="mt-8 grid grid-cols-3 gap-4 border-y border-ink/10 py-5">
            {block.figures.map((f) => (
              <div key={f.title}>
                <dt className="text-sm text-ink-soft">{f.title}</dt>
                <dd className="font-display text-3xl text-ink">{f.text}</dd>
              </div>
            ))}
          </dl>
        </PropertySummary>
        <Carousel
          edition={edition}
          label={block.carouselLabel}
          delay={block.delay}
          slides={block.images.map((id) => (
            <Picture
              edition={edition}
              key={id}
              id={id}
              sizes="(min-width: 1216px) 700px, (min-width: 1024px) 58vw, 100vw"
              className="aspect-[3/2] rounded-2xl"
            />
          ))}
        />
      </div>
      <div className="mt-14 grid gap-6 lg:mt-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.45fr)]">
        <Card className="flex flex-col bg-clay-deep p-6 text-linen ring-0 sm:p-8">
          <h3 className="flex items-center gap-2 text-2xl text-linen sm:text-3xl">
            <MessageCircle aria-hidden="true" className="size-5 text-clay-soft" />
            {card.title}
          </h3>
          <p className="mt-3 leading-relaxed text-parchment/90">{card.text}</p>
          <ul className="mt-6 space-y-2 border-t border-linen/20 pt-6 text-parchment/90">
            {bookingTermsShort.map((t) => (
              <li key={t} className="flex gap-2.5">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-clay-soft" />
                {t}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex grow items-end">
            <ActionButton edition={edition} action={card.action} variant="light" />
          </div>
        </Card>
        <MapCard edition={edition} title={block.map.title} openLabel={block.map.openLabel} />
      </div>
    </Section>
  );
}

/** One home beside its photograph: label, status, what sets it apart, the way to its page. */
function PropertyBeside({
  block,
  edition,
}: {
  block: VariantBlock<'property', 'beside'>;
  edition: Edition;
}) {
  const p = propertyOf(edition, block.property);
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

/** One house: beside its photograph, or the house open for stays with its photos and map. */
export function Property({ block, edition }: { block: BlockOf<'property'>; edition: Edition }) {
  switch (block.variant) {
    case 'beside':
      return <PropertyBeside block={block} edition={edition} />;
    case 'featured':
      return <FeaturedProperty block={block} edition={edition} />;
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
}
