import type { ComponentProps } from 'react';
import { MobileMenuIsland } from './MobileMenuIsland';
import { edition } from '@/lib/edition';

/** The small-screen menu (MobileMenuIsland), named in the interface words. */
export function MobileMenu(props: Omit<ComponentProps<typeof MobileMenuIsland>, 'label'>) {
  const { interface: interfaceWords } = edition().texts;
  return <MobileMenuIsland {...props} label={interfaceWords.nav.menu} />;
}
