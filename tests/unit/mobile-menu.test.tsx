import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuToggleLabel } from '@/components/layout/MenuToggleLabel';
import { MobileMenu } from '@/components/layout/MobileMenu';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

const items = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'Our Vision' },
];

// jsdom cannot follow links; the menu only needs to see the click (the summary's must go through).
beforeAll(() =>
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('a')) e.preventDefault();
  }),
);

// jsdom loads no Tailwind: the two rules that swap the toggle's name with the disclosure's state.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = `.hidden { display: none }
    details[open] .group-open\\:hidden { display: none }
    details[open] .group-open\\:inline { display: inline }`;
  document.head.append(style);
});

// Testing Library gives <summary> no role (browsers expose it as a disclosure button).
const disclosure = () => document.querySelector('details') as HTMLDetailsElement;
const toggle = () => disclosure().querySelector('summary') as HTMLElement;

describe('MobileMenu', () => {
  it('is a native disclosure: the links are in the markup, behind a summary toggle', () => {
    render(<MobileMenu toggle={<MenuToggleLabel />} items={items} action={null} />);
    expect(toggle()).toHaveAccessibleName('Open menu');
    expect(disclosure().open).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Main menu', hidden: true })).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Our Vision', hidden: true })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it('opens on the toggle and closes when a link is chosen', async () => {
    const user = userEvent.setup();
    render(
      <MobileMenu
        toggle={<MenuToggleLabel />}
        items={items}
        action={<a href="https://wa.me/1">Plan Your Stay</a>}
      />,
    );
    await user.click(toggle());
    expect(disclosure().open).toBe(true);
    expect(toggle()).toHaveAccessibleName('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(menu).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Our Vision' }));
    expect(disclosure().open).toBe(false);
    expect(menu).not.toBeVisible();
    expect(toggle()).toHaveAccessibleName('Open menu');
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    render(<MobileMenu toggle={<MenuToggleLabel />} items={items} action={null} />);
    await user.click(toggle());
    expect(disclosure().open).toBe(true);
    await user.keyboard('{Escape}');
    expect(disclosure().open).toBe(false);
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAccessibleName('Open menu');
  });
});
