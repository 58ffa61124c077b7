import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useImportWhenNear } from '@/hooks/useImportWhenNear';

type Mod = { name: string };

function Island({ load, now }: { load: () => Promise<Mod>; now?: () => boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const { mod, hadFocus } = useImportWhenNear(ref, load, { now });
  return (
    <section aria-label="zone">
      <p>Rates</p>
      <div ref={ref}>
        {mod ? (
          <p>
            loaded {mod.name} {hadFocus ? 'with focus' : 'without focus'}
          </p>
        ) : (
          <a href="https://wa.me/1">fallback</a>
        )}
      </div>
    </section>
  );
}

/** Lets the resolved import and React's update run. */
const settle = () => act(async () => {});

describe('useImportWhenNear', () => {
  const observed: Element[] = [];
  let callback: IntersectionObserverCallback = () => {};
  const original = globalThis.IntersectionObserver;

  beforeEach(() => {
    observed.length = 0;
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe(el: Element) {
        observed.push(el);
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    Object.assign(globalThis, { IntersectionObserver: FakeObserver });
  });
  afterAll(() => Object.assign(globalThis, { IntersectionObserver: original }));

  it('waits, watching the whole section, and loads once it comes near', async () => {
    const load = jest.fn(() => Promise.resolve({ name: 'form' }));
    render(<Island load={load} />);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(observed).toEqual([screen.getByRole('region', { name: 'zone' })]);

    act(() => callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as never));
    expect(load).not.toHaveBeenCalled();
    act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('loaded form without focus')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  it('loads on the first pointer or key inside the section, only once', async () => {
    const load = jest.fn(() => Promise.resolve({ name: 'form' }));
    render(<Island load={load} />);
    fireEvent.pointerDown(screen.getByText('Rates'));
    fireEvent.keyDown(screen.getByText('Rates'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/loaded form/)).toBeInTheDocument();
  });

  it('reports that focus was inside, so the island can keep the visitor’s place', async () => {
    const load = jest.fn(() => Promise.resolve({ name: 'form' }));
    render(<Island load={load} />);
    act(() => screen.getByRole('link', { name: 'fallback' }).focus());
    await settle();
    expect(screen.getByText('loaded form with focus')).toBeInTheDocument();
  });

  it('loads at once when the visit is about it (a deep link)', async () => {
    const load = jest.fn(() => Promise.resolve({ name: 'form' }));
    render(<Island load={load} now={() => true} />);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observed).toEqual([]);
  });
});
