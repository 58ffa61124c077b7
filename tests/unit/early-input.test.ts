// eslint-disable-next-line @typescript-eslint/no-require-imports
const early = require('../../scripts/lib/early-input.cjs') as {
  EARLY_INPUT: string;
  needsEarlyInput: (html: string) => boolean;
  injectEarlyInput: (html: string) => string;
};

/**
 * The page as the server sends it, before any island: one carousel strip of four slides with its
 * controls, and a tab set. jsdom has no layout: each slide reports its place in a 100 px strip
 * scrolled by `scrollLeft`, and scrollTo sets scrollLeft at once.
 */
function page() {
  document.body.innerHTML = `
    <section data-carousel="" data-align="start" data-delay="4000" aria-roledescription="carousel">
      <div data-carousel-strip=""><div>
        ${[0, 1, 2, 3].map((i) => `<div aria-roledescription="slide" data-slide="" data-i="${i}">${i}</div>`).join('')}
      </div></div>
      <div data-carousel-controls="">
        <button data-rotate="" data-playing="false" aria-label="Play slideshow" data-flip="Pause slideshow"></button>
        ${[0, 1, 2, 3].map((i) => `<button data-go="${i}" ${i === 0 ? 'aria-current="true"' : ''}>dot ${i}</button>`).join('')}
        <button data-go="prev">prev</button><button data-go="next">next</button>
      </div>
    </section>
    <div data-room-tabs="">
      <div role="tablist">
        <button role="tab" aria-selected="true" data-state="active" aria-controls="p-a">A</button>
        <button role="tab" aria-selected="false" data-state="inactive" aria-controls="p-b">B</button>
        <button role="tab" aria-selected="false" data-state="inactive" aria-controls="p-c">C</button>
      </div>
      <div id="p-a" role="tabpanel" data-state="active"></div>
      <div id="p-b" role="tabpanel" data-state="inactive"></div>
      <div id="p-c" role="tabpanel" data-state="inactive"></div>
    </div>`;
  const strip = document.querySelector<HTMLElement>('[data-carousel-strip]')!;
  strip.getBoundingClientRect = () => ({ left: 0, width: 100 }) as DOMRect;
  strip.scrollTo = ((o: ScrollToOptions) => {
    strip.scrollLeft = o.left ?? 0;
  }) as typeof strip.scrollTo;
  document.querySelectorAll<HTMLElement>('[data-slide]').forEach((s) => {
    s.getBoundingClientRect = () =>
      ({ left: Number(s.dataset.i) * 100 - strip.scrollLeft, width: 100 }) as DOMRect;
  });
  const button = (sel: string) => document.querySelector<HTMLElement>(sel)!;
  const current = () =>
    Array.from(document.querySelectorAll('[data-go]')).findIndex(
      (b) => b.getAttribute('aria-current') === 'true',
    );
  return { strip, button, current };
}

let reachedReact: string[];
const framework = () => reachedReact.push('click');
beforeAll(() => {
  window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  new Function(early.EARLY_INPUT)();
});
beforeEach(() => {
  jest.useFakeTimers();
  reachedReact = [];
  // Where the framework listens: whatever gets here would be handled a second time.
  document.addEventListener('click', framework);
});
afterEach(() => {
  document.removeEventListener('click', framework);
  jest.useRealTimers();
});

describe('early input script', () => {
  it('moves the strip with next, previous and the dots, wrapping like the carousel', () => {
    const { strip, button, current } = page();
    button('[data-go=next]').click();
    expect(strip.scrollLeft).toBe(100);
    expect(strip.dataset.to).toBe('1');
    expect(current()).toBe(1);
    button('[data-go="3"]').click();
    expect(strip.scrollLeft).toBe(300);
    button('[data-go=next]').click();
    expect(strip.scrollLeft).toBe(0);
    button('[data-go=prev]').click();
    expect(strip.dataset.to).toBe('3');
    expect(current()).toBe(3);
    // Handled here only: the framework, starting up, does not see the tap.
    expect(reachedReact).toEqual([]);
  });

  it('counts from where a swipe left the strip', () => {
    const { strip, button } = page();
    strip.scrollLeft = 190; // a finger left slide 2 (nearly) in place
    strip.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button('[data-go=next]').click();
    expect(strip.dataset.to).toBe('3');
  });

  it('selects a tapped tab and its panel, and follows the arrow keys', () => {
    const { button } = page();
    const tabs = Array.from(document.querySelectorAll<HTMLElement>('[role=tab]'));
    tabs[1]!.click();
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(button('#p-b').dataset.state).toBe('active');
    expect(button('#p-a').dataset.state).toBe('inactive');
    tabs[1]!.focus();
    tabs[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement).toBe(tabs[2]);
    expect(button('#p-c').dataset.state).toBe('active');
    tabs[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    expect(document.activeElement).toBe(tabs[0]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    tabs[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(document.activeElement).toBe(tabs[2]);
    tabs[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement).toBe(tabs[0]);
    expect(reachedReact).toEqual([]);
  });

  it('rotates only once asked to, says so, and keeps the choice for the island', () => {
    const { strip, button } = page();
    const rotation = button('[data-rotate]');
    jest.advanceTimersByTime(10_000);
    expect(strip.scrollLeft).toBe(0);
    rotation.click();
    expect(rotation.getAttribute('aria-label')).toBe('Pause slideshow');
    expect(rotation.dataset.playing).toBe('true');
    expect(button('[data-carousel]').dataset.choice).toBe('play');
    jest.advanceTimersByTime(4000);
    expect(strip.scrollLeft).toBe(100);
    rotation.click();
    expect(rotation.getAttribute('aria-label')).toBe('Play slideshow');
    expect(button('[data-carousel]').dataset.choice).toBe('pause');
    jest.advanceTimersByTime(10_000);
    expect(strip.scrollLeft).toBe(100);
  });

  it('leaves a control alone once its island is live', () => {
    const { strip, button } = page();
    button('[data-carousel]').setAttribute('data-live', '');
    button('[data-room-tabs]').setAttribute('data-live', '');
    button('[data-go=next]').click();
    document.querySelectorAll<HTMLElement>('[role=tab]')[2]!.click();
    expect(strip.scrollLeft).toBe(0);
    expect(document.querySelector('[role=tab]')).toHaveAttribute('aria-selected', 'true');
    expect(reachedReact).toEqual(['click', 'click']);
  });

  it('goes only into pages that have such a control, after the viewport meta', () => {
    const head = '<head><meta charSet="utf-8"/><meta name="viewport" content="x"/></head>';
    expect(early.injectEarlyInput(`${head}<body><p>x</p></body>`)).toBe(
      `${head}<body><p>x</p></body>`,
    );
    const html = early.injectEarlyInput(`${head}<body><div data-room-tabs=""></div></body>`);
    expect(html).toContain(`content="x"/><script>${early.EARLY_INPUT}</script>`);
  });
});
