import * as lucide from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { iconNames, type IconName } from '@/lib/content/icon-names';

/**
 * The drawing of every name in lib/content/icon-names.ts, looked up by that name, so the list of
 * names is written once. Only server components read this map: the whole icon set it reaches
 * stays in the build and never ships to a browser (no client component may import it).
 */
export const icons = Object.fromEntries(iconNames.map((name) => [name, lucide[name]])) as Record<
  IconName,
  LucideIcon
>;

export type { IconName };
