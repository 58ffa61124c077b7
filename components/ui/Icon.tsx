import type { ComponentProps } from 'react';
import { icons, type IconName } from './icons';
import { SvgIcon } from './SvgIcon';

export type { IconName };

/** A decorative icon named by content. */
export function Icon({
  name,
  ...props
}: { name: IconName } & Omit<ComponentProps<typeof SvgIcon>, 'drawing'>) {
  return <SvgIcon drawing={icons[name]} {...props} />;
}
