import type { IconNode } from 'lucide';

/** lucide dropped brand icons; this is the camera glyph drawn in lucide's stroke style. */
export const instagramDrawing: IconNode = [
  ['rect', { x: '2', y: '2', width: '20', height: '20', rx: '5' }],
  ['circle', { cx: '12', cy: '12', r: '4' }],
  ['circle', { cx: '17.5', cy: '6.5', r: '0.6', fill: 'currentColor' }],
];
