'use client';

import { useCallback, useEffect, useReducer } from 'react';
import {
  initialMapLoadState,
  MAP_TIMEOUT_MS,
  mapLoadReducer,
  probeMapHost,
  type MapLoadState,
} from './mapLoad';

type Options = { timeoutMs?: number; probe?: (url: string) => Promise<void> };

/**
 * Drives mapLoadReducer: once `near` turns true it probes the host and starts the timeout;
 * the returned callback is the iframe's onLoad.
 */
export function useMapLoad(
  src: string,
  near: boolean,
  { timeoutMs = MAP_TIMEOUT_MS, probe = probeMapHost }: Options = {},
): [MapLoadState, () => void] {
  const [state, dispatch] = useReducer(mapLoadReducer, initialMapLoadState);

  useEffect(() => {
    if (!near) return;
    dispatch({ type: 'near' });
    let live = true;
    probe(src).then(
      () => live && dispatch({ type: 'probe-ok' }),
      () => live && dispatch({ type: 'probe-error' }),
    );
    const timer = setTimeout(() => dispatch({ type: 'timeout' }), timeoutMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [near, src, timeoutMs, probe]);

  const onFrameLoad = useCallback(() => dispatch({ type: 'frame-load' }), []);
  return [state, onFrameLoad];
}
