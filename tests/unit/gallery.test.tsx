import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery } from '@/components/ui/Gallery';
import { fill } from '@/lib/content/format';
import { getImage } from '@/lib/content/images';
import { getVariants } from '@/lib/image-manifest';
import { defaultEdition } from '@/lib/content/editions';

// The interface words are the fixture's (tests/unit/fixtures/content/interface.yaml), not the
// family's; the photos, their words and their categories are content/'s, whatever the family
// files them under.
jest.mock('@/lib/content/data', () =>
  jest
    .requireActual<typeof import('./support/fixture-content')>('./support/fixture-content')
    .dataModule(),
);

const sanIds = ['san-01', 'san-03', 'san-05', 'san-02', 'san-04', 'san-06'] as const;
const chaayaIds = ['gallery-01', 'gallery-02', 'gallery-03'] as const;

const { categoryNames, interface: words } = defaultEdition.texts;
/** A photo's category as the gallery shows it, or null for a photo filed under none. */
const categoryOf = (id: string) => {
  const category = getImage(id).category;
  return category ? (categoryNames[category] ?? category) : null;
};
/** The groups of a grouped gallery: one per category, in order of first appearance. */
function groupsOf(ids: readonly string[]): { name: string; ids: string[] }[] {
  const groups: { name: string; ids: string[] }[] = [];
  for (const id of ids) {
    const name = categoryOf(id) ?? words.gallery.uncategorised;
    const group = groups.find((g) => g.name === name);
    if (group) group.ids.push(id);
    else groups.push({ name, ids: [id] });
  }
  return groups;
}
/** The lightbox's caption for the photo at `index` of `ids` (in display order). */
const captionOf = (ids: readonly string[], index: number) =>
  `${categoryOf(ids[index]!) ? `${categoryOf(ids[index]!)} · ` : ''}${fill(
    words.lightbox.position,
    {
      n: index + 1,
      count: ids.length,
    },
  )}${getImage(ids[index]!).alt}`;

const jpg = (id: string) => {
  const v = getVariants(id);
  return `/img/${id}.${v.hash}-${v.fallbackWidth}.jpg`;
};

describe('Gallery (flat)', () => {
  it('lists each photo as a link to its full-size image, with its category', () => {
    render(<Gallery edition={defaultEdition} ids={chaayaIds} label="Chaaya gallery" />);
    const list = screen.getByRole('group', { name: 'Chaaya gallery' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    chaayaIds.forEach((id, i) => {
      expect(links[i]).toHaveAttribute('href', jpg(id));
      expect(links[i]).toHaveAccessibleName(`${getImage(id).alt} (view larger)`);
    });
    // Each photo's category under it, as many times as photos are filed there.
    const shown = chaayaIds.flatMap((id) => categoryOf(id) ?? []);
    for (const name of new Set(shown)) {
      expect(within(list).getAllByText(name)).toHaveLength(shown.filter((n) => n === name).length);
    }
  });
});

describe('Gallery (grouped)', () => {
  it('shows one labelled list per category, in order of first appearance', () => {
    render(<Gallery edition={defaultEdition} ids={sanIds} label="SAN gallery" grouped />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(groupsOf(sanIds).map((g) => g.name));
    for (const group of groupsOf(sanIds)) {
      expect(
        within(screen.getByRole('group', { name: group.name }))
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(group.ids.map(jpg));
    }
  });

  it('renders the category headings at the level asked for', () => {
    render(
      <Gallery
        edition={defaultEdition}
        ids={sanIds}
        label="SAN gallery"
        grouped
        groupHeading="h4"
      />,
    );
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(groupsOf(sanIds).length);
  });
});

describe('Lightbox', () => {
  const caption = () => screen.getByRole('dialog').querySelector('[aria-live]')?.textContent;

  it('opens the clicked photo large, moves with the arrow keys, wraps, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Gallery edition={defaultEdition} ids={sanIds} label="SAN gallery" grouped />);
    // In display order, group by group (with today's categories: the House's san-01, san-02,
    // then the Fields').
    const shown = groupsOf(sanIds).flatMap((g) => g.ids);
    const opener = screen.getAllByRole('link')[1]!;
    expect(opener).toHaveAttribute('href', jpg(shown[1]!));
    await user.click(opener);

    // The dialog's script loads apart from the gallery's: the photo opens once it is there.
    const dialog = await screen.findByRole('dialog', { name: 'SAN gallery' });
    expect(caption()).toBe(captionOf(shown, 1));
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', getImage(shown[1]!).alt);

    await user.keyboard('{ArrowRight}');
    expect(caption()).toBe(captionOf(shown, 2));
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(caption()).toBe(captionOf(shown, 5));
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(caption()).toContain('1 of 6');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Gallery edition={defaultEdition} ids={chaayaIds} label="Chaaya gallery" />);
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
    render(<Gallery edition={defaultEdition} ids={chaayaIds} label="Chaaya gallery" />);
    const link = screen.getAllByRole('link')[0]!;
    const notPrevented = fireEvent.click(link, { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
