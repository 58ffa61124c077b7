import { render, screen, within } from '@testing-library/react';
import { ActionRow } from '@/components/ui/ActionRow';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { defaultEdition } from '@/lib/content/editions';

const { site, chat: chatMessages } = defaultEdition.texts;

describe('a section that opens with its heading', () => {
  it('is named by its heading, so a screen reader lists it as a landmark', () => {
    render(
      <HeadedSection id="voices" heading={{ eyebrow: 'Voices', title: 'Heard along the way' }}>
        <p>Body</p>
      </HeadedSection>,
    );
    const region = screen.getByRole('region', { name: 'Heard along the way' });
    expect(region).toHaveAttribute('id', 'voices');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Heard along the way',
    );
    expect(within(region).getByText('Body')).toBeInTheDocument();
  });

  it('shows the lead only when content has one', () => {
    const { rerender } = render(
      <HeadedSection id="a" heading={{ title: 'Title', lead: 'A lead sentence.' }} />,
    );
    expect(screen.getByText('A lead sentence.')).toBeInTheDocument();
    rerender(<HeadedSection id="a" heading={{ title: 'Title' }} />);
    expect(screen.queryByText('A lead sentence.')).not.toBeInTheDocument();
  });

  it('can be the page heading', () => {
    render(<HeadedSection id="media" headingAs="h1" heading={{ title: 'Media' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Media' })).toBeInTheDocument();
  });
});

describe('a row of calls to action from content', () => {
  it('opens a chat in a new tab with its prefilled message, and a page in place', () => {
    render(
      <ActionRow
        edition={defaultEdition}
        actions={[
          { label: 'Write to the Family', chat: 'booking' },
          { label: 'Ways to Collaborate', href: '/contact' },
          { label: 'Tell Us About Your Home', chat: 'restoreHome', line: 'restoration' },
        ]}
      />,
    );
    const chat = screen.getByRole('link', { name: /Write to the Family/ });
    const expected = new URL(chat.getAttribute('href') ?? '');
    expect(expected.origin + expected.pathname).toBe(
      `https://wa.me/${site.chat.stays.replace(/\D/g, '')}`,
    );
    expect(expected.searchParams.get('text')).toBe(chatMessages.booking);
    expect(chat).toHaveAttribute('target', '_blank');

    const restore = screen.getByRole('link', { name: /Tell Us About Your Home/ });
    expect(restore.getAttribute('href')).toContain(site.chat.restoration.replace(/\D/g, ''));

    const page = screen.getByRole('link', { name: 'Ways to Collaborate' });
    expect(page).toHaveAttribute('href', '/contact');
    expect(page).not.toHaveAttribute('target');
  });
});

describe('icons named by content', () => {
  it('draws every name content may use', () => {
    const { iconNames } = jest.requireActual<typeof import('@/lib/content/icon-names')>(
      '@/lib/content/icon-names',
    );
    const { Icon } =
      jest.requireActual<typeof import('@/components/ui/Icon')>('@/components/ui/Icon');
    const { container } = render(
      <>
        {iconNames.map((name) => (
          <Icon key={name} name={name} data-name={name} />
        ))}
      </>,
    );
    const drawn = [...container.querySelectorAll('svg')].map((svg) =>
      svg.getAttribute('data-name'),
    );
    expect(drawn).toEqual([...iconNames]);
    for (const svg of container.querySelectorAll('svg')) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg.children.length).toBeGreaterThan(0);
    }
  });

  it('stays out of the browser: no client component imports the icon map', () => {
    const { readdirSync, readFileSync, statSync } =
      jest.requireActual<typeof import('node:fs')>('node:fs');
    const path = jest.requireActual<typeof import('node:path')>('node:path');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name)) files.push(full);
      }
    };
    ['components', 'app', 'hooks'].forEach(walk);
    const clientFiles = files.filter((f) => /^['"]use client['"]/m.test(readFileSync(f, 'utf8')));
    expect(clientFiles.length).toBeGreaterThan(5);
    const offenders = clientFiles.filter((f) =>
      /from ['"](@\/components\/ui\/|\.\/)(icons|Icon|IconDisc|FeatureCard)['"]/.test(
        readFileSync(f, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
