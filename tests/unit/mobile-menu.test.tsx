import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from '@/components/layout/MobileMenu';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

const items = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'Our Vision' },
];

// jsdom cannot follow links; the menu only needs to see the click.
beforeAll(() => document.addEventListener('click', (e) => e.preventDefault()));

describe('MobileMenu', () => {
  it('opens on the toggle and closes when a link is chosen', async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={items} action={<a href="https://wa.me/1">Plan Your Stay</a>} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(menu).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Our Vision' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={items} action={null} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
