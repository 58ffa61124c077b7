import { Card } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/CardGrid';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { framed, type Frame } from '@/components/ui/frame';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { Icon } from '@/components/ui/Icon';
import { IconDisc } from '@/components/ui/IconDisc';
import { Picture } from '@/components/ui/Picture';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';

type CardsBlock = BlockOf<'cards'>;
type Variant<V extends CardsBlock['variant']> = Extract<CardsBlock, { variant: V }>;

/** Cards that each say one thing: three-up across a band, two-up in a column. */
function FeatureGrid({ block }: { block: Variant<'feature'> }) {
  const two = block.columns === 2;
  return (
    <CardGrid
      columns={block.columns}
      from={two ? 'sm' : undefined}
      className={two ? 'mt-10' : undefined}
    >
      {block.items.map((item) => (
        <FeatureCard key={item.title} icon={item.icon} title={item.title} text={item.text} />
      ))}
    </CardGrid>
  );
}

/** Tiles that are only an icon and a label (what a house in restoration will offer). */
function TileGrid({ block }: { block: Variant<'tile'> }) {
  return (
    <CardGrid columns={4} className="gap-4 sm:gap-5">
      {block.items.map((item) => (
        <Card
          key={item.title}
          as="li"
          surface="flat"
          className="flex flex-col items-start gap-4 bg-parchment p-5 sm:p-6"
        >
          <IconDisc name={item.icon} tone="moss" size="lg" />
          <span className="leading-snug font-semibold text-ink">{item.title}</span>
        </Card>
      ))}
    </CardGrid>
  );
}

/** Cards each led by a photograph, three across from small screens. */
function PhotoGrid({ block, edition }: { block: Variant<'photo'>; edition: Edition }) {
  return (
    <ul className="mt-14 grid gap-10 sm:grid-cols-3 sm:gap-6 lg:gap-10">
      {block.items.map((item) => (
        <li key={item.title}>
          <Picture
            edition={edition}
            id={item.image}
            sizes="(min-width: 1216px) 360px, (min-width: 640px) 30vw, 100vw"
            className="aspect-[4/3] rounded-2xl sm:aspect-[4/5]"
          />
          <h3 className="mt-5 text-2xl text-ink sm:text-3xl">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-soft">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Large dashed tiles: placeholders for what is still to come, each headed h2 under the h1. */
function PlaceholderGrid({ block }: { block: Variant<'placeholder'> }) {
  return (
    <CardGrid className="mt-14">
      {block.items.map((tile) => (
        <FeatureCard
          key={tile.title}
          surface="dashed"
          className="min-h-72 p-8"
          mark={<Icon name={tile.icon} className="size-8 text-clay" />}
          title={tile.title}
          headingAs="h2"
          size="lg"
          titleClassName="mt-6"
          text={tile.text}
          footer={<Eyebrow className="text-clay-deep">{block.note}</Eyebrow>}
        />
      ))}
    </CardGrid>
  );
}

/** The grid for the block's variant. */
function Grid({ block, edition }: { block: CardsBlock; edition: Edition }) {
  switch (block.variant) {
    case 'feature':
      return <FeatureGrid block={block} />;
    case 'tile':
      return <TileGrid block={block} />;
    case 'photo':
      return <PhotoGrid edition={edition} block={block} />;
    case 'placeholder':
      return <PlaceholderGrid block={block} />;
  }
}

/** A heading over a grid of cards, one per item, drawn as the variant asks. */
export function Cards({
  block,
  edition,
  frame,
}: {
  block: CardsBlock;
  edition: Edition;
  frame?: Frame;
}) {
  // Placeholder tiles stand alone on their page: the heading is its h1, with room above it.
  const alone = block.variant === 'placeholder' && {
    headingAs: 'h1' as const,
    className: 'pt-16 sm:pt-24',
  };
  return (
    <HeadedSection
      id={block.id}
      tone={block.tone}
      heading={block.heading}
      {...framed(frame)}
      {...alone}
    >
      <Grid edition={edition} block={block} />
    </HeadedSection>
  );
}
