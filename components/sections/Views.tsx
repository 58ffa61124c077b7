import { HeadedSection } from '@/components/ui/HeadedSection';
import { Picture } from '@/components/ui/Picture';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';

/** A calm, photo-led band: the first photograph wide, the others in a row under it. */
export function Views({ block, edition }: { block: BlockOf<'views'>; edition: Edition }) {
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
