import { AsideLayout } from '@/components/ui/AsideLayout';
import type { BlockOf, Section } from '@/content/blocks';
import type { Page } from '@/content/page';
import { Audience } from './Audience';
import { CallToAction } from './CallToAction';
import { Cards } from './Cards';
import { Channels } from './Channels';
import { ContactFormSection } from './ContactFormSection';
import { Definitions } from './Definitions';
import { Features } from './Features';
import type { Frame } from './frame';
import { GlancePanel } from './GlancePanel';
import { Hero } from './Hero';
import { IconTiles } from './IconTiles';
import { ImageStory } from './ImageStory';
import { Inventory } from './Inventory';
import { Invitation } from './Invitation';
import { Paths } from './Paths';
import { PhotoGallery } from './PhotoGallery';
import { PropertyCards } from './PropertyCards';
import { PropertyJsonLd } from './PropertyJsonLd';
import { Prose } from './Prose';
import { PullQuote } from './PullQuote';
import { Quotes } from './Quotes';
import { Statement } from './Statement';
import { Steps } from './Steps';
import { Story } from './Story';

/** One section, drawn by the widget for its kind. */
function SectionBlock({ block, frame }: { block: Section; frame?: Frame }) {
  switch (block.type) {
    case 'hero':
      return <Hero block={block} />;
    case 'imageStory':
      return <ImageStory block={block} />;
    case 'statement':
      return <Statement block={block} />;
    case 'features':
      return <Features block={block} />;
    case 'propertyCards':
      return <PropertyCards block={block} />;
    case 'invitation':
      return <Invitation block={block} />;
    case 'prose':
      return <Prose block={block} frame={frame} />;
    case 'gallery':
      return <PhotoGallery block={block} frame={frame} />;
    case 'quotes':
      return <Quotes block={block} frame={frame} />;
    case 'steps':
      return <Steps block={block} />;
    case 'cards':
      return <Cards block={block} frame={frame} />;
    // home, projects, media, thank-you, 404
    // chaaya, microsite
    // san, awoka, contact, wireframe
    case 'story':
      return <Story block={block} />;
    case 'iconTiles':
      return <IconTiles block={block} />;
    case 'callToAction':
      return <CallToAction block={block} />;
    case 'pullQuote':
      return <PullQuote block={block} />;
    case 'audience':
      return <Audience block={block} frame={frame} />;
    case 'glancePanel':
      return <GlancePanel block={block} />;
    case 'paths':
      return <Paths block={block} />;
    case 'contactForm':
      return <ContactFormSection block={block} />;
    case 'channels':
      return <Channels block={block} />;
    case 'inventory':
      return <Inventory block={block} />;
    case 'definitions':
      return <Definitions block={block} />;
  }
}

function columnFrame(column: BlockOf<'aside'>['column'], i: number, count: number): Frame {
  if (column === 'spaced') return 'panel';
  return i === 0 ? 'first' : i === count - 1 ? 'last' : 'ruled';
}

/** Sections in a column beside a side panel that sticks on wide screens. */
function AsideBlock({ block }: { block: BlockOf<'aside'> }) {
  const sections = block.blocks.map((inner, i) => (
    <SectionBlock key={i} block={inner} frame={columnFrame(block.column, i, block.blocks.length)} />
  ));
  return (
    <div className="bg-parchment">
      <AsideLayout
        aside={<SectionBlock block={block.aside} />}
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

/** A page as content/pages/ describes it: its structured data, then its blocks in order. */
export function PageBlocks({ page }: { page: Page }) {
  return (
    <>
      {page.about ? <PropertyJsonLd property={page.about} path={page.path} /> : null}
      {page.blocks.map((block, i) =>
        block.type === 'aside' ? (
          <AsideBlock key={i} block={block} />
        ) : (
          <SectionBlock key={i} block={block} />
        ),
      )}
    </>
  );
}
