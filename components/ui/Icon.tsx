import { Heart, Sparkles, Sprout, type LucideProps } from 'lucide-react';

// Content names icons by string; this map keeps the set explicit (and tree-shaken).
const icons = { Heart, Sparkles, Sprout } as const;

export type IconName = keyof typeof icons;

export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" {...props} />;
}
