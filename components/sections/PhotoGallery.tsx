import { Gallery } from '@/components/ui/Gallery';
import { HeadedSection } from '@/components/ui/HeadedSection';
import type { BlockOf } from '@/content/blocks';
import { framed, type Frame } from './frame';

/** A property's photographs grouped by category, under a heading and a lead. */
export function PhotoGallery({ block, frame }: { block: BlockOf<'gallery'>; frame?: Frame }) {
  return (
    <HeadedSection id={block.id} heading={block.heading} tone={block.tone} {...framed(frame)}>
      <Gallery
        ids={block.items}
        label={block.label}
        grouped
        groupLayout={block.layout}
        groupIntros={block.intros}
        className="mt-12"
      />
    </HeadedSection>
  );
}
