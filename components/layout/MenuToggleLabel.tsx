import { Menu, X } from 'lucide-react';
import type { Edition } from '@/lib/content/editions';

/**
 * What the phone menu's toggle shows and says. Its state follows the popover in CSS alone, so it
 * is right before the scripts arrive and with JavaScript off; rendered on the server, it adds
 * nothing to the menu's script.
 */
export function MenuToggleLabel({ edition }: { edition: Edition }) {
  const { nav } = edition.texts.interface;
  return (
    <>
      <Menu aria-hidden="true" className="size-6 group-has-[:popover-open]:hidden" />
      <X aria-hidden="true" className="hidden size-6 group-has-[:popover-open]:block" />
      <span className="sr-only group-has-[:popover-open]:hidden">{nav.openMenu}</span>
      <span className="sr-only hidden group-has-[:popover-open]:inline">{nav.closeMenu}</span>
    </>
  );
}
