import { getImage } from '@/content/images';
import { cn } from '@/lib/cn';
import { Picture } from './Picture';

type GalleryProps = {
  /** Image slot ids from content/images.json, in display order. */
  ids: readonly string[];
  /** Accessible name of the gallery (e.g. 'Chaaya gallery'). */
  label: string;
  className?: string;
};

/**
 * A categorised photo grid. Contract shared by the Chaaya, SAN and Awoka pages; the lightbox
 * (open large, keyboard navigation, Escape) is layered on by the gallery island.
 */
export function Gallery({ ids, label, className }: GalleryProps) {
  return (
    <ul
      aria-label={label}
      className={cn('grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4', className)}
    >
      {ids.map((id) => {
        const img = getImage(id);
        return (
          <li key={id}>
            <figure>
              <Picture id={id} sizes="(min-width: 1024px) 25vw, 50vw" className="rounded-xl" />
              {img.category ? (
                <figcaption className="mt-2 text-sm text-ink-soft">{img.category}</figcaption>
              ) : null}
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
