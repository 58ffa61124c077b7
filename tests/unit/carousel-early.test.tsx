import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Carousel } from '@/components/ui/Carousel';
import { fakeLayout } from './support/embla-layout';
import { defaultEdition } from '@/lib/content/editions';

// The interface words are the fixture's (tests/unit/fixtures/content/interface.yaml), not the
// family's: the labels below are pinned.
jest.mock('@/lib/content/data', () =>
  jest
    .requireActual<typeof import('./support/fixture-content')>('./support/fixture-content')
    .dataModule(),
);

/**
 * The carousel as a slow phone meets it: server HTML that the page's early script (or the
 * visitor's finger) has already changed, then the island hydrating over it.
 */
const WIDTH = 300;
const DELAY = 4000;
const slides = Array.from({ length: 5 }, (_, i) => <p key={i}>Photo {i + 1}</p>);
const carousel = (
  <Carousel edition={defaultEdition} label="Test photos" slides={slides} delay={DELAY} />
);

let restoreLayout: () => void;
let root: Root | undefined;
let container: HTMLElement;
const originalMatchMedia = window.matchMedia;

/**
 * The early script's changes are attributes React does not patch at hydration (by design: the
 * island then renders the same state itself). Development builds say so; nothing else may.
 */
function expectOnlyAttributeMismatches() {
  const error = console.error;
  return jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes("attributes of the server rendered HTML didn't match")) return;
    error(...args);
    throw new Error(`console.error: ${String(args[0])}`);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  expectOnlyAttributeMismatches();
  restoreLayout = fakeLayout(WIDTH);
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  })) as unknown as typeof window.matchMedia;
  container = document.createElement('div');
  container.innerHTML = renderToString(carousel);
  document.body.append(container);
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  jest.useRealTimers();
  restoreLayout();
  window.matchMedia = originalMatchMedia;
});

const q = <T extends HTMLElement = HTMLElement>(sel: string) => container.querySelector<T>(sel)!;
const current = () =>
  Array.from(container.querySelectorAll('[data-go]')).findIndex(
    (b) => b.getAttribute('aria-current') === 'true',
  ) + 1;
const status = () => q('[aria-atomic]').textContent;

/** The island takes the strip over; embla is not made yet (that waits for a task of its own). */
function mount() {
  act(() => {
    root = hydrateRoot(container, carousel);
  });
}

/** The island takes the strip over, and then, a task later, makes embla on it. */
function hydrate() {
  mount();
  act(() => jest.advanceTimersByTime(0));
}

describe('Carousel before and at hydration', () => {
  it('is served as a strip whose rotation control offers to play, as nothing rotates yet', () => {
    expect(q('[data-rotate]')).toHaveAttribute('aria-label', 'Play slideshow');
    expect(q('[data-rotate]')).toHaveAttribute('data-flip', 'Pause slideshow');
    expect(q('[data-carousel]')).not.toHaveAttribute('data-live');
    expect(q('[data-carousel-strip]').className).toContain('overflow-x-auto');
    expect(status()).toBe('');
  });

  it('once mounted, rotates by default and says so, and marks itself live', () => {
    hydrate();
    expect(q('[data-carousel]')).toHaveAttribute('data-live', '');
    expect(q('[data-rotate]')).toHaveAttribute('aria-label', 'Pause slideshow');
    expect(status()).toBe('Slide 1 of 5');
    act(() => jest.advanceTimersByTime(DELAY + 10));
    expect(current()).toBe(2);
  });

  it('starts on the slide a tap was heading for, without a step back to the first', () => {
    q('[data-carousel-strip]').dataset.to = '3';
    hydrate();
    expect(status()).toBe('Slide 4 of 5');
    expect(current()).toBe(4);
    expect(q('[data-carousel-strip]').dataset.to).toBeUndefined();
    expect(q('[data-carousel-strip]').scrollLeft).toBe(0);
    // One more step is one step.
    act(() => q('[data-go=next]').click());
    expect(current()).toBe(5);
  });

  it('makes embla a task after taking the strip over, and a tap in between moves where it starts', () => {
    q('[data-carousel-strip]').dataset.to = '2';
    mount();
    expect(q('[data-carousel]')).toHaveAttribute('data-live', '');
    // Nothing rotates until embla runs.
    expect(q('[data-rotate]')).toHaveAttribute('aria-label', 'Play slideshow');
    expect(status()).toBe('');
    act(() => q('[data-go=next]').click());
    act(() => jest.advanceTimersByTime(0));
    expect(status()).toBe('Slide 4 of 5');
    expect(current()).toBe(4);
    expect(q('[data-rotate]')).toHaveAttribute('aria-label', 'Pause slideshow');
  });

  it('honours a pause chosen before it mounted', () => {
    q('[data-carousel]').dataset.choice = 'pause';
    hydrate();
    expect(q('[data-rotate]')).toHaveAttribute('aria-label', 'Play slideshow');
    act(() => jest.advanceTimersByTime(DELAY * 3));
    expect(current()).toBe(1);
  });

  it('honours a play chosen before it mounted, even with reduced motion', () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    q('[data-carousel]').dataset.choice = 'play';
    hydrate();
    expect(q('[data-rotate]')).toHaveAttribute('aria-label', 'Pause slideshow');
    act(() => jest.advanceTimersByTime(DELAY + 10));
    expect(current()).toBe(2);
  });
});
