import type { ComponentProps } from 'react';
import type { Edition } from '@/lib/content/editions';
import { MobileMenuIsland } from './MobileMenuIsland';

/** The small-screen menu (MobileMenuIsland), named in the edition's interface words. */
export function MobileMenu({
  edition,
  ...props
}: Omit<ComponentProps<typeof MobileMenuIsland>, 'label'> & { edition: Edition }) {
  return <MobileMenuIsland {...props} label={edition.texts.interface.nav.menu} />;
}
