import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { RoomSelector } from '@/components/sections/RoomSelector';
import { RoomTabs } from '@/components/ui/RoomTabs';
import { findSection } from '@/lib/content/page-file';
import { defaultEdition, editionOf, pageNamed } from '@/lib/content/editions';
import { fill, formatInr } from '@/lib/content/format';

const { rooms, interface: interfaceWords } = defaultEdition.texts;

const micrositePage = pageNamed(editionOf('en'), 'microsite');

const tabs = [
  { value: 'premium', label: 'Premium Suite', panel: <p>Premium panel</p> },
  { value: 'standard', label: 'Standard Room', panel: <p>Standard panel</p> },
  { value: 'dorm', label: 'Dormitory', panel: <p>Dorm panel</p> },
];

/**
 * jsdom applies no stylesheet, so the force-mounted inactive panels (hidden by CSS in a browser)
 * are all "visible" here: the selected one is the panel Radix marks active.
 */
function activePanel(): HTMLElement {
  const active = screen.getAllByRole('tabpanel').filter((p) => p.dataset.state === 'active');
  expect(active).toHaveLength(1);
  return active[0]!;
}

function renderTabs() {
  render(<RoomTabs tabs={tabs} defaultValue="premium" label="Room types" />);
  return {
    tab: (name: string) => screen.getByRole('tab', { name }),
    selectedPanel: activePanel,
  };
}

describe('RoomTabs', () => {
  it('is a labelled tablist that starts on the default tab, with every panel in the page', () => {
    const { tab, selectedPanel } = renderTabs();
    const list = screen.getByRole('tablist', { name: 'Room types' });
    expect(within(list).getAllByRole('tab')).toHaveLength(3);
    expect(tab('Premium Suite')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Standard Room')).toHaveAttribute('aria-selected', 'false');
    expect(selectedPanel()).toHaveTextContent('Premium panel');
    expect(selectedPanel()).toHaveAttribute('aria-labelledby', tab('Premium Suite').id);
    // Force-mounted: the other rooms are in the markup (for readers without JavaScript).
    expect(screen.getByText('Standard panel')).toBeInTheDocument();
    expect(screen.getByText('Dorm panel')).toBeInTheDocument();
    expect(screen.getByText('Dorm panel').closest('[data-state]')).toHaveAttribute(
      'data-state',
      'inactive',
    );
  });

  it('switches on click', async () => {
    const user = userEvent.setup();
    const { tab, selectedPanel } = renderTabs();
    await user.click(tab('Dormitory'));
    expect(tab('Dormitory')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Premium Suite')).toHaveAttribute('aria-selected', 'false');
    expect(selectedPanel()).toHaveTextContent('Dorm panel');
  });

  it('moves and selects with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    const { tab, selectedPanel } = renderTabs();
    await user.tab();
    expect(tab('Premium Suite')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Standard Room')).toHaveFocus();
    expect(tab('Standard Room')).toHaveAttribute('aria-selected', 'true');
    expect(selectedPanel()).toHaveTextContent('Standard panel');

    await user.keyboard('{End}');
    expect(tab('Dormitory')).toHaveFocus();
    expect(selectedPanel()).toHaveTextContent('Dorm panel');

    await user.keyboard('{ArrowRight}');
    expect(tab('Premium Suite')).toHaveFocus();
    expect(selectedPanel()).toHaveTextContent('Premium panel');

    await user.keyboard('{ArrowLeft}');
    expect(tab('Dormitory')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Home}');
    expect(tab('Premium Suite')).toHaveFocus();
    expect(tab('Premium Suite')).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tablist for the selected panel rather than visiting every tab.
    await user.tab();
    expect(selectedPanel()).toHaveFocus();
  });
});

describe('RoomSelector', () => {
  it('opens on the room the page names and gives each room its rate and five features', async () => {
    const user = userEvent.setup();
    const block = findSection(micrositePage, 'roomTabs');
    render(<RoomSelector edition={defaultEdition} block={block} />);
    const opened = rooms.find((r) => r.id === block.open)!;
    expect(screen.getByRole('tab', { name: opened.tabLabel })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const room of rooms) {
      await user.click(screen.getByRole('tab', { name: room.tabLabel }));
      const panel = activePanel();
      expect(within(panel).getByRole('heading', { name: room.title })).toBeInTheDocument();
      expect(panel).toHaveTextContent(
        `${formatInr(room.priceInr)} ${interfaceWords.rates.per[room.priceUnit]}`,
      );
      const features = within(panel).getByRole('group', {
        name: fill(block.featuresLabel, { room: room.title }),
      });
      expect(
        within(features)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(room.features);
      expect(within(panel).getByRole('img', { name: /./ })).toHaveAttribute(
        'src',
        expect.stringContaining(`/img/${room.image}.`),
      );
      expect(panel).toHaveTextContent(room.badge);
    }
  });
});

describe('RoomTabs at hydration', () => {
  it('starts on the tab the page had already selected before it mounted, and marks itself live', () => {
    const tree = <RoomTabs tabs={tabs} defaultValue="premium" label="Room types" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container.querySelector('[data-room-tabs]')).not.toHaveAttribute('data-live');
    // What the page's early script does on a tap: the same attributes the island renders.
    const [premium, standard] = Array.from(container.querySelectorAll('[role=tab]'));
    premium!.setAttribute('aria-selected', 'false');
    premium!.setAttribute('data-state', 'inactive');
    standard!.setAttribute('aria-selected', 'true');
    standard!.setAttribute('data-state', 'active');
    // React leaves such attributes for the island to render the same way (development builds
    // say so); any other error fails the test.
    const error = console.error;
    const quiet = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes("attributes of the server rendered HTML didn't match")) return;
      error(...args);
      throw new Error(`console.error: ${String(args[0])}`);
    });
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, tree);
    });
    expect(container.querySelector('[data-room-tabs]')).toHaveAttribute('data-live', '');
    const tab = (name: string) => within(container).getByRole('tab', { name });
    expect(tab('Standard Room')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Premium Suite')).toHaveAttribute('aria-selected', 'false');
    const active = within(container)
      .getAllByRole('tabpanel')
      .filter((p) => p.dataset.state === 'active');
    expect(active.map((p) => p.textContent)).toEqual(['Standard panel']);
    // The island now owns it: a click moves on from the chosen tab.
    act(() => tab('Dormitory').dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(tab('Dormitory')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Standard Room')).toHaveAttribute('aria-selected', 'false');
    act(() => root?.unmount());
    container.remove();
    quiet.mockRestore();
  });
});
