import { Expand } from 'lucide-react';
import { count } from '@/lib/content/format';
import { getVariants, variantUrl } from '@/lib/image-manifest';
import { cn } from '@/lib/cn';
import { Lightbox } from './islands';
import type { LightboxSlide } from './Lightbox';
import { lightboxLinkProps } from './lightboxLink';
import { Picture } from './Picture';
import { imageOf, type Edition } from '@/lib/content/editions';

type GalleryProps = {
  /** Image slot ids from content/images.json, in display order. */
  ids: readonly string[];
  /** The page's edition: the captions, categories and controls are in its words. */
  edition: Edition;
  /** Accessible name of the gallery (e.g. 'Chaaya gallery'). */
  label: string;
  className?: string;
  /**
   * Show one block per image category, each under its own heading (categories in order of first
   * appearance). Without it the photos form one grid with the category under each photo.
   */
  grouped?: boolean;
  /** Heading level of the category headings in a grouped gallery (one below the section's). */
  groupHeading?: 'h3' | 'h4';
  /** An optional line under a category heading, keyed by category. */
  groupIntros?: Readonly<Record<string, string>>;
  /** Grouped galleries: one group under another, or (from lg) the groups side by side. */
  groupLayout?: 'rows' | 'columns';
};

type Group = { category: string; ids: string[] };

function groupByCategory(edition: Edition, ids: readonly string[]): Group[] {
  const { interface: interfaceWords } = edition.texts;
  const groups: Group[] = [];
  for (const id of ids) {
    const category = imageOf(edition, id).category ?? interfaceWords.gallery.uncategorised;
    const group = groups.find((g) => g.category === category);
    if (group) group.ids.push(id);
    else groups.push({ category, ids: [id] });
  }
  return groups;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A thumbnail: a link to the full-size photo that the lightbox island turns into a dialog. */
function Thumbnail({
  id,
  edition,
  index,
  sizes,
  className,
}: {
  id: string;
  edition: Edition;
  index: number;
  sizes: string;
  className?: string;
}) {
  const { interface: interfaceWords } = edition.texts;
  const v = getVariants(id);
  return (
    <a
      href={variantUrl(id, v, v.fallbackWidth, 'jpg')}
      {...lightboxLinkProps(index)}
      className={cn(
        'group relative block h-full overflow-hidden rounded-xl bg-sand focus-visible:outline-offset-4',
        className,
      )}
    >
      <Picture
        edition={edition}
        id={id}
        sizes={sizes}
        pictureClassName="h-full"
        className="h-full object-cover motion-safe:transition-transform motion-safe:duration-700 motion-safe:group-hover:scale-[1.03]"
      />
      <span className="sr-only">{` ${interfaceWords.gallery.viewLarger}`}</span>
      <span
        aria-hidden="true"
        className="absolute right-3 bottom-3 inline-flex size-9 items-center justify-center rounded-full bg-night/60 text-linen opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        <Expand className="size-4" />
      </span>
    </a>
  );
}

/**
 * The categorised photo gallery shared by the Chaaya microsite and the SAN and Awoka pages.
 * Thumbnails are server-rendered pictures inside links (readable and usable without JavaScript);
 * the Lightbox island opens them large with keyboard navigation.
 */
export function Gallery({
  ids,
  edition,
  label,
  className,
  grouped = false,
  groupHeading: Heading = 'h3',
  groupIntros,
  groupLayout = 'rows',
}: GalleryProps) {
  const { interface: interfaceWords, categoryNames } = edition.texts;
  const shown = (category: string) => categoryNames[category] ?? category;
  const groups = grouped ? groupByCategory(edition, ids) : [];
  // Lightbox order follows what the visitor sees: group by group when grouped.
  const ordered = grouped ? groups.flatMap((g) => g.ids) : [...ids];
  const indexOf = new Map(ordered.map((id, i) => [id, i]));

  const slides: LightboxSlide[] = ordered.map((id) => {
    const img = imageOf(edition, id);
    const v = getVariants(id);
    return {
      ratio: v.width / v.height,
      caption: img.alt,
      category: img.category && shown(img.category),
      picture: (
        <Picture
          edition={edition}
          id={id}
          sizes="(min-width: 640px) 85vw, 100vw"
          pictureClassName="h-full"
          className="h-full object-contain"
        />
      ),
    };
  });

  if (!grouped) {
    return (
      <Lightbox label={label} slides={slides} words={interfaceWords.lightbox}>
        <div role="group" aria-label={label}>
          <ul className={cn('grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4', className)}>
            {ordered.map((id, i) => {
              const img = imageOf(edition, id);
              return (
                <li key={id}>
                  <figure>
                    <Thumbnail
                      edition={edition}
                      id={id}
                      index={i}
                      sizes="(min-width: 1024px) 25vw, 50vw"
                      className="aspect-[4/3]"
                    />
                    {img.category ? (
                      <figcaption className="mt-2 text-sm text-ink-soft">
                        {shown(img.category)}
                      </figcaption>
                    ) : null}
                  </figure>
                </li>
              );
            })}
          </ul>
        </div>
      </Lightbox>
    );
  }

  const prefix = slug(label);
  const columns = groupLayout === 'columns';
  return (
    <Lightbox label={label} slides={slides} words={interfaceWords.lightbox}>
      <div
        role="group"
        aria-label={label}
        className={cn(
          'space-y-12 sm:space-y-16',
          // Subgrid rows keep headings, intros and photos aligned across the columns.
          columns &&
            'lg:grid lg:grid-cols-3 lg:grid-rows-[auto_auto_1fr] lg:gap-x-8 lg:gap-y-0 lg:space-y-0',
          className,
        )}
      >
        {groups.map((group) => {
          const headingId = `${prefix}-${slug(group.category)}`;
          // Three photos in a row layout: the first (a portrait) stands tall beside the others.
          const feature = !columns && group.ids.length === 3;
          const intro = groupIntros?.[group.category];
          return (
            <div
              key={group.category}
              role="group"
              aria-labelledby={headingId}
              className={cn(columns && 'lg:row-span-3 lg:grid lg:grid-rows-subgrid')}
            >
              <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 border-b border-ink/10 pb-3">
                <Heading id={headingId} className="text-2xl text-ink sm:text-3xl">
                  {shown(group.category)}
                </Heading>
                <p className="text-sm tracking-wide text-ink-soft">
                  {count(group.ids.length, interfaceWords.gallery.photographs)}
                </p>
              </div>
              {intro ? (
                <p className="-mt-1 mb-5 max-w-2xl text-ink-soft">{intro}</p>
              ) : (
                columns && <span aria-hidden="true" />
              )}
              <ul
                className={cn(
                  'grid grid-cols-2 gap-3 sm:gap-4',
                  feature && 'grid-rows-2',
                  columns && 'lg:grid-cols-1 lg:content-start',
                )}
              >
                {group.ids.map((id, i) => (
                  <li key={id} className={cn(feature && i === 0 && 'relative row-span-2')}>
                    <Thumbnail
                      edition={edition}
                      id={id}
                      index={indexOf.get(id) ?? 0}
                      sizes={
                        columns
                          ? '(min-width: 1024px) 30vw, 50vw'
                          : '(min-width: 1024px) 40vw, 50vw'
                      }
                      className={feature && i === 0 ? 'absolute inset-0' : 'aspect-[3/2]'}
                    />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </Lightbox>
  );
}
