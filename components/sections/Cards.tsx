import { Card } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/CardGrid';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { type Frame, framed } from '@/components/ui/frame';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { Icon } from '@/components/ui/Icon';
import { IconDisc } from '@/components/ui/IconDisc';
import { Picture } from '@/components/ui/Picture';
import type { BlockOf, Item, VariantBlock } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { Carousel } from '@/components/ui/Carousel';
import { cn } from '@/lib/cn';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { timings } from '@/lib/content/facts';
import { ActionButton } from '@/components/ui/ActionButton';
import { Channels } from './Channels';
import { Paths } from './Paths';
import { PropertyCards } from './PropertyCards';
import { Rooms } from './Rooms';
import { SocialArchive } from './SocialArchive';

const grids = {
  thirds: 'grid-cols-6 [&>li]:col-span-2 [&>li:nth-last-child(-n+2)]:col-span-3',
  fours: 'grid-cols-4',
} as const;

/** One belief or promise: icon, title, a sentence or two. */
function FeatureItem({ item, as }: { item: Item; as: 'div' | 'li' }) {
  return (
    <FeatureCard as={as} className="h-full" icon={item.icon} title={item.title} text={item.text} />
  );
}

/**
 * A set of beliefs or promises: a looping carousel on small screens, a grid from `lg`. Both
 * are in the HTML and CSS shows one, so switching costs no layout shift and no JavaScript.
 */
function Features({
  block,
  edition,
}: {
  block: VariantBlock<'cards', 'carousel'>;
  edition: Edition;
}) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading}>
      <div className="mt-12 lg:hidden" data-layout="carousel">
        <Carousel
          edition={edition}
          label={block.carouselLabel}
          delay={block.delay}
          align="center"
          slideWidth="[--slide:86%] sm:[--slide:55%]"
          slides={block.items.map((item) => (
            <FeatureItem key={item.title} item={item} as="div" />
          ))}
        />
      </div>
      <ul className={cn('mt-14 hidden gap-6 lg:grid', grids[block.grid])} data-layout="grid">
        {block.items.map((item) => (
          <FeatureItem key={item.title} item={item} as="li" />
        ))}
      </ul>
    </HeadedSection>
  );
}

/**
 * Things to do around the house. A page shows at most `timings.maxLifeExperiences`, however
 * many the content lists, so the cap lives here rather than in the data.
 */
function LocalExperiences({ block }: { block: VariantBlock<'cards', 'inset'> }) {
  const shown = block.items.slice(0, timings.maxLifeExperiences);
  const headingId = `${block.id}-title`;
  const { heading } = block;
  return (
    <Section id={block.id} tone={block.tone} aria-labelledby={headingId}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <SectionHeading
          id={headingId}
          eyebrow={heading.eyebrow}
          title={heading.title}
          lead={heading.lead ? <p>{heading.lead}</p> : undefined}
          className="mb-4 sm:col-span-2 lg:col-span-1 lg:mb-0 lg:pr-6"
        />
        {/* display: contents lets the cards share the heading's grid (the section carries the name). */}
        <ul className="contents">
          {shown.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title} text={item.text} />
          ))}
        </ul>
      </div>
    </Section>
  );
}

// The light of each part of the day, as a soft band across the top of its card.
const washes = ['from-gold/30', 'from-clay-soft', 'from-dusk-soft'] as const;

/** Morning, afternoon and evening at the house, a card each. */
function DayRhythm({ block }: { block: VariantBlock<'cards', 'daylight'> }) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading} align="center">
      <CardGrid as="ol">
        {block.items.map((part, i) => (
          <FeatureCard
            key={part.title}
            surface="flat"
            className={cn('bg-gradient-to-b to-parchment to-60% p-8', washes[i % washes.length])}
            mark={<IconDisc name={part.icon} className="bg-linen/80" />}
            title={part.title}
            size="lg"
            text={part.text}
          />
        ))}
      </CardGrid>
    </HeadedSection>
  );
}

/** Who a place is for, a card each, then the question that decides it on a night panel. */
function Audience({
  block,
  edition,
  frame,
}: {
  block: VariantBlock<'cards', 'question'>;
  edition: Edition;
  frame?: Frame;
}) {
  return (
    <HeadedSection id={block.id} heading={block.heading} {...framed(frame)}>
      <CardGrid as="div" columns={2} from="sm" className="mt-10 gap-5">
        {block.items.map((item) => (
          <FeatureCard
            key={item.title}
            as="article"
            surface="flat"
            className="bg-dusk-soft/60 ring-dusk/10"
            title={item.title}
            titleClassName="text-dusk sm:text-3xl"
            text={item.text}
          />
        ))}
      </CardGrid>
      <div className="mt-12 rounded-2xl bg-night px-6 py-10 text-center sm:px-10 sm:py-12">
        <p className="font-display text-3xl leading-snug text-linen italic sm:text-4xl">
          {block.question}
        </p>
        <ActionButton edition={edition} action={block.action} variant="light" className="mt-8" />
      </div>
    </HeadedSection>
  );
}

type CardsBlock = BlockOf<'cards'>;
type Variant<V extends CardsBlock['variant']> = Extract<CardsBlock, { variant: V }>;
type GridBlock = Variant<'feature' | 'tile' | 'photo' | 'placeholder'>;

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
function Grid({ block, edition }: { block: GridBlock; edition: Edition }) {
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
function CardGridSection({
  block,
  edition,
  frame,
}: {
  block: GridBlock;
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

/** Cards, one per thing: a grid under a heading, or the way of drawing them its variant names. */
export function Cards({
  block,
  edition,
  frame,
}: {
  block: CardsBlock;
  edition: Edition;
  frame?: Frame;
}) {
  switch (block.variant) {
    case 'feature':
    case 'tile':
    case 'photo':
    case 'placeholder':
      return <CardGridSection block={block} edition={edition} frame={frame} />;
    case 'carousel':
      return <Features block={block} edition={edition} />;
    case 'houses':
      return <PropertyCards block={block} edition={edition} />;
    case 'strip':
      return <SocialArchive block={block} edition={edition} />;
    case 'rooms':
      return <Rooms block={block} edition={edition} />;
    case 'inset':
      return <LocalExperiences block={block} />;
    case 'daylight':
      return <DayRhythm block={block} />;
    case 'question':
      return <Audience block={block} edition={edition} frame={frame} />;
    case 'ways':
      return <Paths block={block} edition={edition} />;
    case 'contacts':
      return <Channels block={block} edition={edition} />;
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
}
