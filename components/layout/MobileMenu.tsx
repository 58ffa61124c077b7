import type { ComponentProps } from 'react';
import { interfaceWords } from '@/content/interface';
import { MobileMenuIsland } from './MobileMenuIsland';

/** The small-screen menu (MobileMenuIsland), named in the interface words. */
export function MobileMenu(props: Omit<ComponentProps<typeof MobileMenuIsland>, 'label'>) {
  return <MobileMenuIsland {...props} label={interfaceWords.nav.menu} />;
}
