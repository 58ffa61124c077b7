import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const WIDTH = 300;
const DELAY = 4000;

function setReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const slides = Array.from({ length: 5 }, (_, i) => <p key={i}>Photo {i + 1}</p>);

/** Embla is made a task after the island mounts: let that task run. */
const madeInItsTask = () => act(() => jest.advanceTimersByTime(0));

function renderCarousel() {
  render(<Carousel edition={defaultEdition} label="Test photos" slides={slides} delay={DELAY} />);
  madeInItsTask();
  const region = screen.getByRole('region', { name: 'Test photos' });
  return { region };
}

const dot = (n: number) => screen.getByRole('button', { name: `Show slide ${n}` });
const current = () =>
  screen
    .getAllByRole('button', { name: /^Show slide/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true') + 1;

let restoreLayout: () => void;
const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  jest.useFakeTimers();
  restoreLayout = fakeLayout(WIDTH);
  setReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
  restoreLayout();
  window.matchMedia = originalMatchMedia;
});

describe('Carousel', () => {
  it('is a labelled carousel region with slides labelled N of M', () => {
    const { region } = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(region).getAllByRole('group');
    expect(groups).toHaveLength(5);
    groups.forEach((g, i) => {
      expect(g).toHaveAttribute('aria-roledescription', 'slide');
      expect(g).toHaveAccessibleName(`${i + 1} of 5`);
    });
    expect(screen.getByText('Photo 3')).toBeInTheDocument();
    expect(current()).toBe(1);
  });

  it('dots jump to a slide and mark the selected one', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.click(dot(4));
    expect(current()).toBe(4);
    expect(dot(1)).not.toHaveAttribute('aria-current');
  });

  it('previous and next move one slide and loop at the ends', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(5);
  });

  it('Left and Right arrow keys move between slides when focus is in the carousel', () => {
    const { region } = renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(current()).toBe(2);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(current()).toBe(3);
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(current()).toBe(2);
  });

  it('advances on its own every delay and loops', () => {
    renderCarousel();
    act(() => jest.advanceTimersByTime(DELAY - 10));
    expect(current()).toBe(1);
    act(() => jest.advanceTimersByTime(20));
    expect(current()).toBe(2);
    act(() => jest.advanceTimersByTime(DELAY * 4));
    expect(current()).toBe(1);
  });

  it('the pause control stops rotation until played again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    const play = screen.getByRole('button', { name: 'Play slideshow' });
    act(() => jest.advanceTimersByTime(DELAY * 3));
    expect(current()).toBe(1);
    await user.click(play);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    await user.unhover(screen.getByRole('region', { name: 'Test photos' }));
    act(() => jest.advanceTimersByTime(DELAY + 10));
    expect(current()).toBe(2);
  });

  it('stops while a mouse is over it and continues when it leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { region } = renderCarousel();
    await user.hover(region);
    act(() => jest.advanceTimersByTime(DELAY * 3));
    expect(current()).toBe(1);
    await user.unhover(region);
    act(() => jest.advanceTimersByTime(DELAY + 10));
    expect(current()).toBe(2);
  });

  it('stops while keyboard focus is inside and continues when focus leaves', () => {
    render(
      <>
        <Carousel edition={defaultEdition} label="Test photos" slides={slides} delay={DELAY} />
        <button type="button">After</button>
      </>,
    );
    madeInItsTask();
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).focus());
    act(() => jest.advanceTimersByTime(DELAY * 3));
    expect(current()).toBe(1);
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    act(() => jest.advanceTimersByTime(DELAY + 10));
    expect(current()).toBe(2);
  });

  it('continues rotating after a click on a control', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.click(dot(3));
    // The click brought the mouse over the carousel; take it away again.
    await user.unhover(screen.getByRole('region', { name: 'Test photos' }));
    act(() => jest.advanceTimersByTime(DELAY + 10));
    expect(current()).toBe(4);
  });

  it('with reduced motion it does not rotate, and offers play', () => {
    setReducedMotion(true);
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(DELAY * 3));
    expect(current()).toBe(1);
  });
});
