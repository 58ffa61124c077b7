/*
 * How a server-rendered thumbnail tells the Lightbox island which slide it opens. A plain module
 * (no 'use client') so that the server-side Gallery and the client-side Lightbox share one name:
 * a server component cannot import values from a client module.
 */
export const LIGHTBOX_INDEX_ATTR = 'data-lightbox-index';

/** Attributes for the thumbnail link that opens slide `index`. */
export function lightboxLinkProps(index: number): Record<typeof LIGHTBOX_INDEX_ATTR, number> {
  return { [LIGHTBOX_INDEX_ATTR]: index };
}
