import { Suspense } from 'react';
import { ActionButton } from '@/components/ui/ActionButton';
import { AsideLayout } from '@/components/ui/AsideLayout';
import type { Frame } from '@/components/ui/frame';
import { PropertyJsonLd } from '@/components/ui/PropertyJsonLd';
import type { BlockOf, Section } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import type { Page } from '@/lib/content/page-file';
import { Cards } from './Cards';
import { Closing } from './Closing';
import { ContactFormSection } from './ContactFormSection';
import { Facts } from './Facts';
import { GettingThere } from './GettingThere';
import { GuestQuestions } from './GuestQuestions';
import { HouseRules } from './HouseRules';
import { MonthByMonth } from './MonthByMonth';
import { Hero } from './Hero';
import { Inventory } from './Inventory';
import { Location } from './Location';
import { PayPage } from './PayPage';
import { PhotoGallery } from './PhotoGallery';
import { PlanYourStay } from './PlanYourStay';
import { Property } from './Property';
import { Prose } from './Prose';
import { Quotes } from './Quotes';
import { RoomSelector } from './RoomSelector';
import { Steps } from './Steps';
import { Story } from './Story';

/**
 * One section, drawn by the widget for its kind, behind its own Suspense boundary: React then
 * hydrates each section in its own task, and the one a visitor touches first, instead of the
 * whole page in one task that holds a tap for as long as a slow phone needs for all of it. The
 * build puts each section's HTML back in place (scripts/lib/first-paint.cjs), so the page reads
 * and paints in order as before.
 */
function SectionBlock(props: { block: Section; edition: Edition; frame?: Frame }) {
  return (
    <Suspense>
      <SectionWidget {...props} />
    </Suspense>
  );
}

function SectionWidget({
  block,
  edition,
  frame,
}: {
  block: Section;
  edition: Edition;
  frame?: Frame;
}) {
  switch (block.type) {
    case 'hero':
      return <Hero block={block} edition={edition} />;
    case 'story':
      return <Story block={block} edition={edition} />;
    case 'cards':
      return <Cards block={block} edition={edition} frame={frame} />;
    case 'facts':
      return <Facts block={block} edition={edition} frame={frame} />;
    case 'closing':
      return <Closing block={block} edition={edition} />;
    case 'prose':
      return <Prose block={block} frame={frame} />;
    case 'gallery':
      return <PhotoGallery block={block} edition={edition} frame={frame} />;
    case 'quotes':
      return <Quotes block={block} edition={edition} frame={frame} />;
    case 'steps':
      return <Steps block={block} edition={edition} />;
    case 'property':
      return <Property block={block} edition={edition} />;
    case 'roomTabs':
      return <RoomSelector block={block} edition={edition} />;
    case 'location':
      return <Location block={block} edition={edition} />;
    case 'stayRequest':
      return <PlanYourStay block={block} edition={edition} />;
    case 'gettingThere':
      return <GettingThere block={block} edition={edition} frame={frame} />;
    case 'months':
      return <MonthByMonth block={block} edition={edition} />;
    case 'houseRules':
      return <HouseRules block={block} edition={edition} />;
    case 'questions':
      return <GuestQuestions block={block} edition={edition} />;
    case 'contactForm':
      return <ContactFormSection block={block} edition={edition} />;
    case 'inventory':
      return <Inventory block={block} edition={edition} />;
    case 'pay':
      return <PayPage block={block} edition={edition} />;
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
}

function columnFrame(column: BlockOf<'aside'>['column'], i: number, count: number): Frame {
  if (column === 'spaced') return 'panel';
  return i === 0 ? 'first' : i === count - 1 ? 'last' : 'ruled';
}

/** Sections in a column beside a side panel that sticks on wide screens. */
function AsideBlock({ block, edition }: { block: BlockOf<'aside'>; edition: Edition }) {
  const sections = block.blocks.map((inner, i) => (
    <SectionBlock
      key={i}
      block={inner}
      edition={edition}
      frame={columnFrame(block.column, i, block.blocks.length)}
    />
  ));
  return (
    <div className="bg-parchment">
      <AsideLayout
        aside={<SectionBlock block={block.aside} edition={edition} />}
        asideLabel={block.asideLabel}
        className="pb-section lg:pb-0"
      >
        {block.column === 'spaced' ? (
          <div className="space-y-24 py-section">{sections}</div>
        ) : (
          sections
        )}
      </AsideLayout>
    </div>
  );
}

/**
 * Sections under a button that floats at the screen's foot on phones and tablets, in pure CSS.
 * As the wrapper's last child, sticky to the viewport's bottom, the button cannot leave the
 * wrapper: it stays out of sight while the sections before it (say the hero, with its own
 * buttons) are on screen, rides along, and comes to rest in the padding of the last section, so
 * it never covers what follows. Without JavaScript it is still a plain link.
 */
function FloatingBlock({ block, edition }: { block: BlockOf<'floating'>; edition: Edition }) {
  return (
    <div>
      {block.blocks.map((inner, i) => (
        <SectionBlock key={i} block={inner} edition={edition} />
      ))}
      <div className="pointer-events-none sticky bottom-0 z-30 -mt-20 flex h-20 items-end pb-4 justify-end px-5 sm:px-8 lg:hidden">
        <ActionButton
          edition={edition}
          action={block.float}
          className="pointer-events-auto shadow-lg shadow-night/30"
        />
      </div>
    </div>
  );
}

/**
 * A page as content/pages/ describes it: its structured data, then its blocks in order, all in
 * the words of the edition it is given.
 */
export function PageBlocks({ page, edition }: { page: Page; edition: Edition }) {
  return (
    <>
      {page.about ? (
        <PropertyJsonLd edition={edition} property={page.about} path={page.path} />
      ) : null}
      {page.blocks.map((block, i) =>
        block.type === 'aside' ? (
          <AsideBlock key={i} block={block} edition={edition} />
        ) : block.type === 'floating' ? (
          <FloatingBlock key={i} block={block} edition={edition} />
        ) : (
          <SectionBlock key={i} block={block} edition={edition} />
        ),
      )}
    </>
  );
}
