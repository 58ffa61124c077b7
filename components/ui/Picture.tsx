import { preload } from 'react-dom';
import { imageOf, type Edition } from '@/lib/content/editions';
import { getVariants, variantUrl } from '@/lib/image-manifest';
import { cn } from '@/lib/cn';

type PictureProps = {
  /** Slot id from content/images.json. */
  id: string;
  /** The page's edition: the alt text is in its words. */
  edition: Edition;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The one LCP image of a page: loaded eagerly with high fetch priority. */
  priority?: boolean;
  className?: string;
  /** Classes for the <picture> box (defaults to a block that fills its parent's width). */
  pictureClassName?: string;
};

/**
 * Server-rendered responsive image: AVIF and WebP sources with a JPEG fallback, explicit
 * dimensions (no layout shift), lazy below the fold, the photo's colours as a
 * gradient behind it until it arrives.
 * Ships no JavaScript.
 */
export function Picture({
  id,
  edition,
  sizes,
  priority = false,
  className,
  pictureClassName,
}: PictureProps) {
  const image = imageOf(edition, id);
  const v = getVariants(id);
  const srcSet = (format: 'avif' | 'webp') =>
    v.widths.map((w) => `${variantUrl(id, v, w, format)} ${w}w`).join(', ');
  // The priority photo is announced in <head> (React places the link right after the viewport),
  // so its request leaves when the head arrives, not when the parser reaches the <picture>: the
  // AVIF candidates and sizes of its first <source>, so the browser picks the same file.
  if (priority) {
    preload(variantUrl(id, v, v.fallbackWidth, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcSet('avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture className={cn('block', pictureClassName)}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={variantUrl(id, v, v.fallbackWidth, 'jpg')}
        alt={image.decorative ? '' : image.alt}
        aria-hidden={image.decorative ? true : undefined}
        width={v.width}
        height={v.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={cn('h-auto w-full bg-cover bg-center object-cover', className)}
        style={{ backgroundColor: v.colour, backgroundImage: v.wash }}
      />
    </picture>
  );
}
