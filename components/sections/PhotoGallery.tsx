import { Gallery } from '@/components/ui/Gallery';
import { HeadedSection } from '@/components/ui/HeadedSection';
import type { BlockOf, VariantBlock } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { type Frame, framed } from '@/components/ui/frame';
import { Picture } from '@/components/ui/Picture';

/** A calm, photo-led band: the first photograph wide, the others in a row under it. */
function Views({ block, edition }: { block: VariantBlock<'gallery', 'wide'>; edition: Edition }) {
  const [first, ...rest] = block.items;
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading}>
      <ul className="mt-12 grid gap-4 sm:grid-cols-3">
        {first ? (
          <li className="sm:col-span-3">
            <Picture
              edition={edition}
              id={first}
              sizes="(min-width: 1216px) 76rem, 100vw"
              className="aspect-[16/9] rounded-2xl lg:aspect-[21/9]"
            />
          </li>
        ) : null}
        {rest.map((id) => (
          <li key={id}>
            <Picture
              edition={edition}
              id={id}
              sizes="(min-width: 640px) 33vw, 100vw"
              className="aspect-[3/2] rounded-2xl"
            />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

/**
 * A property's photographs grouped by category, under a heading and a lead; or, laid out as one
 * grid, every photo with its category under it.
 */
function GroupedGallery({
  block,
  edition,
  frame,
}: {
  block: VariantBlock<'gallery', 'groups'>;
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

/** A property's photographs: grouped by category, or one wide over a row of smaller ones. */
export function PhotoGallery({
  block,
  edition,
  frame,
}: {
  block: BlockOf<'gallery'>;
  edition: Edition;
  frame?: Frame;
}) {
  switch (block.variant) {
    case 'groups':
      return <GroupedGallery block={block} edition={edition} frame={frame} />;
    case 'wide':
      return <Views block={block} edition={edition} />;
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
}
