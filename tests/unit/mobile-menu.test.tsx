import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuToggleLabel } from '@/components/layout/MenuToggleLabel';
import { MobileMenu } from '@/components/layout/MobileMenu';
import { defaultEdition } from '@/lib/content/editions';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const items = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'Our Vision' },
];

// jsdom cannot follow links; the menu only needs to see the click.
beforeAll(() =>
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('a')) e.preventDefault();
  }),
);

/**
 * jsdom has no popovers: a stand-in that keeps the open state the browser would keep, so the test
 * can see what the island asks of it (the opening itself is the browser's, tested end to end).
 */
let open = false;
const hidePopover = jest.fn(() => (open = false));
beforeAll(() => {
  Object.assign(HTMLElement.prototype, { hidePopover });
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selector: string) {
    return selector === ':popover-open'
      ? open && this.id === 'site-menu'
      : matches.call(this, selector);
  } as typeof Element.prototype.matches;
});
beforeEach(() => {
  open = false;
  pathname = '/';
  hidePopover.mockClear();
});

const toggle = () => document.querySelector('button[popovertarget]') as HTMLButtonElement;
const panel = () => document.getElementById(toggle().getAttribute('popovertarget') ?? '');

describe('MobileMenu', () => {
  it('is a native popover: the toggle opens it without script, the links are in the markup', () => {
    render(
      <MobileMenu
        edition={defaultEdition}
        toggle={<MenuToggleLabel edition={defaultEdition} />}
        items={items}
        action={null}
      />,
    );
    expect(toggle()).toHaveAttribute('type', 'button');
    expect(panel()).toHaveAttribute('popover', 'auto');
    expect(toggle()).toHaveTextContent(/Open menu/);
    expect(screen.getByRole('link', { name: 'Our Vision', hidden: true })).toHaveAttribute(
      'href',
      '/about',
    );
    expect(screen.getByRole('navigation', { name: 'Main menu', hidden: true })).toBeInTheDocument();
  });

  it('closes when a link is chosen, and only when open', async () => {
    const user = userEvent.setup();
    render(
      <MobileMenu
        edition={defaultEdition}
        toggle={<MenuToggleLabel edition={defaultEdition} />}
        items={items}
        action={null}
      />,
    );
    hidePopover.mockClear();
    await user.click(screen.getByRole('link', { name: 'Our Vision', hidden: true }));
    expect(hidePopover).not.toHaveBeenCalled();
    open = true;
    await user.click(screen.getByRole('link', { name: 'Home', hidden: true }));
    expect(hidePopover).toHaveBeenCalledTimes(1);
    expect(open).toBe(false);
  });

  it('closes when the page changes by any other means (Back, an in-page link)', () => {
    const { rerender } = render(
      <MobileMenu
        edition={defaultEdition}
        toggle={<MenuToggleLabel edition={defaultEdition} />}
        items={items}
        action={null}
      />,
    );
    open = true;
    pathname = '/about';
    rerender(
      <MobileMenu
        edition={defaultEdition}
        toggle={<MenuToggleLabel edition={defaultEdition} />}
        items={items}
        action={null}
      />,
    );
    expect(hidePopover).toHaveBeenCalledTimes(1);
    expect(open).toBe(false);
  });
});
