'use client';

import dynamic from 'next/dynamic';

/*
 * The islands that only some pages draw, each fetched by the pages that draw it. The one page
 * renderer imports every section kind, so a static import of these would put embla, the
 * lightbox, the map, the room tabs and both forms on every page of the site. They are still
 * rendered into the HTML; only their scripts wait for a page that has them.
 */

export const CarouselIsland = dynamic(() =>
  import('./carousel/CarouselIsland').then((m) => m.CarouselIsland),
);
export const Lightbox = dynamic(() => import('./Lightbox').then((m) => m.Lightbox));
export const MapEmbedIsland = dynamic(() =>
  import('./map/MapEmbedIsland').then((m) => m.MapEmbedIsland),
);
export const RoomTabs = dynamic(() => import('./RoomTabs').then((m) => m.RoomTabs));
export const StayRequestSlot = dynamic(() =>
  import('@/components/stay-request/StayRequestSlot').then((m) => m.StayRequestSlot),
);
export const ContactForm = dynamic(() =>
  import('@/components/contact-form/ContactForm').then((m) => m.ContactForm),
);
export const PayIsland = dynamic(() =>
  import('@/components/pay/PayIsland').then((m) => m.PayIsland),
);
export const CopyButton = dynamic(() =>
  import('@/components/pay/CopyButton').then((m) => m.CopyButton),
);
