import '@testing-library/jest-dom';

// jsdom lacks the browser APIs embla, Radix and sonner touch on mount.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

Object.assign(globalThis, {
  IntersectionObserver: NoopObserver,
  ResizeObserver: NoopObserver,
});

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.setPointerCapture ??= () => {};
}

// The islands only some pages draw load through next/dynamic, which in the browser fetches their
// chunk and here, without a bundler, would render nothing on the first pass. Tests render them
// as the server does: at once, from their modules.
jest.mock('@/components/ui/islands', () => ({
  CarouselIsland: jest.requireActual<typeof import('@/components/ui/carousel/CarouselIsland')>(
    '@/components/ui/carousel/CarouselIsland',
  ).CarouselIsland,
  Lightbox: jest.requireActual<typeof import('@/components/ui/Lightbox')>(
    '@/components/ui/Lightbox',
  ).Lightbox,
  MapEmbedIsland: jest.requireActual<typeof import('@/components/ui/map/MapEmbedIsland')>(
    '@/components/ui/map/MapEmbedIsland',
  ).MapEmbedIsland,
  RoomTabs: jest.requireActual<typeof import('@/components/ui/RoomTabs')>(
    '@/components/ui/RoomTabs',
  ).RoomTabs,
  StayRequestSlot: jest.requireActual<typeof import('@/components/stay-request/StayRequestSlot')>(
    '@/components/stay-request/StayRequestSlot',
  ).StayRequestSlot,
  ContactForm: jest.requireActual<typeof import('@/components/contact-form/ContactForm')>(
    '@/components/contact-form/ContactForm',
  ).ContactForm,
}));
