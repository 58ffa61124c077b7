import { act, render, renderHook, screen } from '@testing-library/react';
import { MapEmbed } from '@/components/ui/MapEmbed';
import {
  initialMapLoadState,
  MAP_TIMEOUT_MS,
  mapLoadReducer,
  type MapLoadEvent,
  type MapLoadState,
} from '@/components/ui/map/mapLoad';
import { useMapLoad } from '@/components/ui/map/useMapLoad';
import { defaultEdition } from '@/lib/content/editions';

// The interface words are the fixture's (tests/unit/fixtures/content/interface.yaml), not the
// family's: the labels below are pinned.
jest.mock('@/lib/content/data', () =>
  jest
    .requireActual<typeof import('./support/fixture-content')>('./support/fixture-content')
    .dataModule(),
);

const run = (...events: MapLoadEvent['type'][]): MapLoadState =>
  events.reduce<MapLoadState>(
    (state, type) => mapLoadReducer(state, { type } as MapLoadEvent),
    initialMapLoadState,
  );

describe('mapLoadReducer', () => {
  it('stays idle until the card nears the viewport', () => {
    expect(run()).toEqual({ status: 'idle' });
    expect(run('probe-ok', 'frame-load', 'timeout')).toEqual({ status: 'idle' });
    expect(run('near').status).toBe('loading');
  });

  it('is loaded only when the host answered and the frame loaded, in either order', () => {
    expect(run('near', 'frame-load').status).toBe('loading');
    expect(run('near', 'probe-ok').status).toBe('loading');
    expect(run('near', 'frame-load', 'probe-ok')).toEqual({ status: 'loaded' });
    expect(run('near', 'probe-ok', 'frame-load')).toEqual({ status: 'loaded' });
  });

  it('fails by error when the probe fails, even though the frame fired load', () => {
    expect(run('near', 'frame-load', 'probe-error')).toEqual({
      status: 'failed',
      reason: 'error',
    });
  });

  it('fails by timeout when nothing settles in time', () => {
    expect(run('near', 'timeout')).toEqual({ status: 'failed', reason: 'timeout' });
    expect(run('near', 'probe-ok', 'timeout')).toEqual({ status: 'failed', reason: 'timeout' });
  });

  it('keeps its final state', () => {
    expect(run('near', 'probe-ok', 'frame-load', 'timeout', 'probe-error')).toEqual({
      status: 'loaded',
    });
    expect(run('near', 'probe-error', 'probe-ok', 'frame-load')).toEqual({
      status: 'failed',
      reason: 'error',
    });
  });
});

describe('useMapLoad', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('requests nothing while the card is far away', () => {
    const probe = jest.fn(() => Promise.resolve());
    const { result } = renderHook(() => useMapLoad('https://maps.test/', false, { probe }));
    act(() => jest.advanceTimersByTime(MAP_TIMEOUT_MS * 2));
    expect(probe).not.toHaveBeenCalled();
    expect(result.current[0].status).toBe('idle');
  });

  it('loads when the probe succeeds and the frame loads', async () => {
    const probe = jest.fn(() => Promise.resolve());
    const { result } = renderHook(() => useMapLoad('https://maps.test/', true, { probe }));
    expect(probe).toHaveBeenCalledWith('https://maps.test/');
    await act(async () => {});
    expect(result.current[0].status).toBe('loading');
    act(() => result.current[1]());
    expect(result.current[0]).toEqual({ status: 'loaded' });
    act(() => jest.advanceTimersByTime(MAP_TIMEOUT_MS * 2));
    expect(result.current[0]).toEqual({ status: 'loaded' });
  });

  it('fails by error when the host cannot be reached', async () => {
    const probe = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useMapLoad('https://maps.test/', true, { probe }));
    act(() => result.current[1]());
    await act(async () => {});
    expect(result.current[0]).toEqual({ status: 'failed', reason: 'error' });
  });

  it('fails by timeout when the probe never settles', () => {
    const probe = jest.fn(() => new Promise<void>(() => {}));
    const { result } = renderHook(() =>
      useMapLoad('https://maps.test/', true, { probe, timeoutMs: 5000 }),
    );
    act(() => jest.advanceTimersByTime(4999));
    expect(result.current[0].status).toBe('loading');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current[0]).toEqual({ status: 'failed', reason: 'timeout' });
  });
});

describe('MapEmbed', () => {
  const original = globalThis.IntersectionObserver;
  let reportIntersecting: (() => void) | undefined;

  beforeEach(() => {
    class ControlledObserver {
      constructor(private cb: IntersectionObserverCallback) {}
      observe(el: Element) {
        reportIntersecting = () =>
          this.cb(
            [{ isIntersecting: true, target: el } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    globalThis.IntersectionObserver = ControlledObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    reportIntersecting = undefined;
  });

  it('mounts the iframe only near the viewport and shows Map failed when the host is blocked', async () => {
    const fetchMock = jest.fn(() => Promise.reject(new TypeError('blocked')));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const { container } = render(
      <MapEmbed edition={defaultEdition} src="https://maps.test/embed" title="Map of a place" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading map...');
    expect(container.querySelector('iframe')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    // Far from the visitor nothing loads, so the pin does not pulse either.
    expect(container.querySelector('[role=status] svg')).not.toHaveClass(
      'motion-safe:animate-pulse',
    );

    await act(async () => reportIntersecting?.());
    expect(fetchMock).toHaveBeenCalledWith(
      'https://maps.test/embed',
      expect.objectContaining({ mode: 'no-cors' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Map failed');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows the titled map once the host answered and the frame loaded', async () => {
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({ type: 'opaque' }),
    ) as unknown as typeof fetch;
    render(
      <MapEmbed edition={defaultEdition} src="https://maps.test/embed" title="Map of a place" />,
    );
    await act(async () => reportIntersecting?.());
    const frame = screen.getByTitle('Map of a place');
    expect(screen.getByRole('status')).toHaveTextContent('Loading map...');
    // On its way: the pin pulses (where motion is welcome).
    expect(screen.getByRole('status').querySelector('svg')).toHaveClass(
      'motion-safe:animate-pulse',
    );
    act(() => frame.dispatchEvent(new Event('load')));
    expect(screen.getByRole('status')).not.toHaveTextContent(/Loading|failed/);
  });
});
