import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery } from '@/components/ui/Gallery';
import { getImage } from '@/lib/content/images';
import { getVariants } from '@/lib/image-manifest';

const sanIds = ['san-01', 'san-03', 'san-05', 'san-02', 'san-04', 'san-06'] as const;
const chaayaIds = ['gallery-01', 'gallery-02', 'gallery-03'] as const;

const jpg = (id: string) => {
  const v = getVariants(id);
  return `/img/${id}.${v.hash}-${v.fallbackWidth}.jpg`;
};

describe('Gallery (flat)', () => {
  it('lists each photo as a link to its full-size image, with its category', () => {
    render(<Gallery ids={chaayaIds} label="Chaaya gallery" />);
    const list = screen.getByRole('group', { name: 'Chaaya gallery' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    chaayaIds.forEach((id, i) => {
      expect(links[i]).toHaveAttribute('href', jpg(id));
      expect(links[i]).toHaveAccessibleName(`${getImage(id).alt} (view larger)`);
    });
    expect(within(list).getByText('Architecture')).toBeInTheDocument();
    expect(within(list).getByText('Rooms')).toBeInTheDocument();
  });
});

describe('Gallery (grouped)', () => {
  it('shows one labelled list per category, in order of first appearance', () => {
    render(<Gallery ids={sanIds} label="SAN gallery" grouped />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['The House', 'The Fields', 'The River']);
    const fields = screen.getByRole('group', { name: 'The Fields' });
    expect(
      within(fields)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([jpg('san-03'), jpg('san-04')]);
  });

  it('renders the category headings at the level asked for', () => {
    render(<Gallery ids={sanIds} label="SAN gallery" grouped groupHeading="h4" />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });
});

describe('Lightbox', () => {
  const caption = () => screen.getByRole('dialog').querySelector('[aria-live]')?.textContent;

  it('opens the clicked photo large, moves with the arrow keys, wraps, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Gallery ids={sanIds} label="SAN gallery" grouped />);
    // In display order the House comes first: san-01, san-02, then the Fields.
    const opener = screen.getByRole('link', { name: new RegExp(getImage('san-02').alt) });
    await user.click(opener);

    // The dialog's script loads apart from the gallery's: the photo opens once it is there.
    const dialog = await screen.findByRole('dialog', { name: 'SAN gallery' });
    expect(caption()).toBe(`The House · 2 of 6${getImage('san-02').alt}`);
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', getImage('san-02').alt);

    await user.keyboard('{ArrowRight}');
    expect(caption()).toBe(`The Fields · 3 of 6${getImage('san-03').alt}`);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(caption()).toBe(`The River · 6 of 6${getImage('san-06').alt}`);
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(caption()).toContain('1 of 6');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Gallery ids={chaayaIds} label="Chaaya gallery" />);
    const opener = screen.getAllByRole('link')[2]!;
    opener.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Chaaya gallery' });
    expect(caption()).toContain('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves modified clicks (open in a new tab) to the browser', () => {
    render(<Gallery ids={chaayaIds} label="Chaaya gallery" />);
    const link = screen.getAllByRole('link')[0]!;
    const notPrevented = fireEvent.click(link, { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
