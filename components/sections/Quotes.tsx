import { HeadedSection } from '@/components/ui/HeadedSection';
import { QuoteGrid } from '@/components/ui/QuoteGrid';
import { StarRating } from '@/components/ui/StarRating';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { framed, type Frame } from '@/components/ui/frame';

/**
 * Guests' and neighbours' words, a card each. In a column beside a panel the cards go two-up
 * from small screens and sit closer; under a centred heading three-up they take more air.
 */
export function Quotes({
  block,
  edition,
  frame = 'band',
}: {
  block: BlockOf<'quotes'>;
  edition: Edition;
  frame?: Frame;
}) {
  const inColumn = frame !== 'band';
  const { newTab } = edition.texts.interface;
  return (
    <HeadedSection
      id={block.id}
      tone={block.tone}
      heading={block.heading}
      align={block.align === 'center' ? 'center' : undefined}
      {...framed(frame)}
    >
      <QuoteGrid
        columns={inColumn ? 2 : block.columns}
        from={inColumn ? 'sm' : undefined}
        className={
          inColumn
            ? 'mt-10 gap-5'
            : block.align === 'center' && block.columns === 3
              ? 'mt-14'
              : undefined
        }
        quotes={block.items.map((q) => ({
          quote: q.text,
          guest: q.by,
          context: q.context,
          footer:
            q.rating !== undefined ? (
              <>
                {q.stay ? <p>{q.stay}</p> : null}
                <StarRating edition={edition} rating={q.rating} className="mt-2" />
              </>
            ) : undefined,
          // Where and when it was written, beside the stars (the schema gives no stars without it).
          source: q.source
            ? { text: q.source, href: q.sourceLink, newTab: newTab.page }
            : undefined,
        }))}
      />
    </HeadedSection>
  );
}
