import { Menu, X } from 'lucide-react';

/**
 * What the phone menu's toggle shows and says. Its state follows the <details> in CSS alone, so it
 * is right with JavaScript off too; rendered on the server, it adds nothing to the menu's script.
 */
export function MenuToggleLabel() {
  return (
    <>
      <Menu aria-hidden="true" className="size-6 group-open:hidden" />
      <X aria-hidden="true" className="hidden size-6 group-open:block" />
      <span className="sr-only group-open:hidden">Open menu</span>
      <span className="sr-only hidden group-open:inline">Close menu</span>
    </>
  );
}
