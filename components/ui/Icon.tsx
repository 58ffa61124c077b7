import type { LucideProps } from 'lucide-react';
import { icons, type IconName } from './icons';

export type { IconName };

/** A decorative icon named by content. */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" {...props} />;
}
