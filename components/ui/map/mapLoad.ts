/**
 * The embedded map's life: idle (far from the viewport, nothing requested), loading, then
 * loaded or failed. An iframe's load event also fires for the browser's own error page, so
 * 'loaded' needs both the frame's load and a successful reachability probe of the map host;
 * a failed probe or a timeout ends in 'failed'. Pure, so every path is unit-tested.
 */
export type MapLoadState =
  | { status: 'idle' }
  | { status: 'loading'; probeOk: boolean; frameLoaded: boolean }
  | { status: 'loaded' }
  | { status: 'failed'; reason: 'error' | 'timeout' };

export type MapLoadEvent =
  | { type: 'near' }
  | { type: 'probe-ok' }
  | { type: 'probe-error' }
  | { type: 'frame-load' }
  | { type: 'timeout' };

export const initialMapLoadState: MapLoadState = { status: 'idle' };

/** Long enough for a slow mobile connection, short enough that nobody waits on a blank box. */
export const MAP_TIMEOUT_MS = 10_000;

export function mapLoadReducer(state: MapLoadState, event: MapLoadEvent): MapLoadState {
  if (state.status === 'idle') {
    return event.type === 'near'
      ? { status: 'loading', probeOk: false, frameLoaded: false }
      : state;
  }
  if (state.status !== 'loading') return state;
  switch (event.type) {
    case 'probe-error':
      return { status: 'failed', reason: 'error' };
    case 'timeout':
      return { status: 'failed', reason: 'timeout' };
    case 'probe-ok':
      return state.frameLoaded ? { status: 'loaded' } : { ...state, probeOk: true };
    case 'frame-load':
      return state.probeOk ? { status: 'loaded' } : { ...state, frameLoaded: true };
    default:
      return state;
  }
}

/**
 * Resolves if the map host answers at all. `no-cors` gives an opaque response (nothing is
 * read); only a network failure (offline, blocked, DNS) rejects.
 */
export async function probeMapHost(url: string): Promise<void> {
  await fetch(url, {
    method: 'HEAD',
    mode: 'no-cors',
    cache: 'no-store',
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  });
}
