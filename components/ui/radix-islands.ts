'use client';

/*
 * The two islands built on Radix (the lightbox's dialog, the room tabs), loaded as one chunk: the
 * primitives they share then travel once on the page that has both, rather than once in each.
 */
export { Lightbox } from './Lightbox';
export { RoomTabs } from './RoomTabs';
