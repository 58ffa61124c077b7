import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InPageLink } from '@/components/ui/InPageLink';

function setReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

function setup() {
  render(
    <>
      <InPageLink href="#san">Go to SAN</InPageLink>
      <section id="san">SAN</section>
    </>,
  );
  const section = document.getElementById('san') as HTMLElement;
  const scroll = jest.fn();
  section.scrollIntoView = scroll;
  return { section, scroll };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
  window.history.replaceState(null, '', '/');
});

describe('InPageLink', () => {
  it('scrolls smoothly to the section, updates the hash and moves focus there', async () => {
    setReducedMotion(false);
    const { section, scroll } = setup();
    await userEvent.click(screen.getByRole('link', { name: 'Go to SAN' }));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(window.location.hash).toBe('#san');
    expect(section).toHaveFocus();
  });

  it('jumps without animation under reduced motion', async () => {
    setReducedMotion(true);
    const { scroll } = setup();
    await userEvent.click(screen.getByRole('link', { name: 'Go to SAN' }));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('leaves modified clicks (new tab) to the browser', async () => {
    setReducedMotion(false);
    const { scroll } = setup();
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Go to SAN' }));
    await user.keyboard('{/Control}');
    expect(scroll).not.toHaveBeenCalled();
  });
});
