import { Gallery } from '@/components/ui/Gallery';
import { HeadedSection } from '@/components/ui/HeadedSection';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { framed, type Frame } from '@/components/ui/frame';

/**
 * A property's photographs grouped by category, under a heading and a lead; or, laid out as one
 * grid, every photo with its category under it.
 */
export function PhotoGallery({
  block,
  edition,
  frame,
}: {
  block: BlockOf<'gallery'>;
  edition: Edition;
  frame?: Frame;
}) {
  const grid = block.layout === 'grid';
  return (
    <HeadedSection
      id={block.id}
      heading={block.heading}
      tone={block.tone}
      align={block.align === 'center' ? 'center' : undefined}
      headingClassName={grid ? 'mb-12' : undefined}
      {...framed(frame)}
    >
      {block.layout === 'grid' ? (
        <Gallery edition={edition} ids={block.items} label={block.label} />
      ) : (
        <Gallery
          edition={edition}
          ids={block.items}
          label={block.label}
          grouped
          groupLayout={block.layout}
          groupIntros={block.intros}
          className="mt-12"
        />
      )}
    </HeadedSection>
  );
}
