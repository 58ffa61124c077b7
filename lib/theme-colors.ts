import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The brand colours as app/globals.css declares them, for the few places that cannot read a CSS
 * variable: the browser's theme colour meta tag and the share cards drawn at build time. Reading
 * the stylesheet keeps it the one place a colour is set; a name it lacks stops the build.
 */
const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');

export function themeColor(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css);
  if (!match?.[1]) throw new Error(`app/globals.css declares no colour --color-${name}`);
  return match[1];
}

/** The same colour at an opacity, for gradients and scrims: 'rgba(29, 26, 34, 0.88)'. */
export function themeColorAlpha(name: string, alpha: number): string {
  const hex = themeColor(name);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
