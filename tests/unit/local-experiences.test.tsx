import { render, screen, within } from '@testing-library/react';
import { Cards } from '@/components/sections/Cards';
import type { VariantBlock } from '@/lib/content/blocks';
import { timings } from '@/lib/content/facts';
import { findVariant } from '@/lib/content/page-file';
import { defaultEdition, editionOf, pageNamed } from '@/lib/content/editions';

const { experiences } = defaultEdition.texts;

const chaayaPage = pageNamed(editionOf('en'), 'chaaya');

const heading = { eyebrow: 'Life around Chaaya', title: 'Village days', lead: 'Lead.' };

type Items = VariantBlock<'cards', 'inset'>['items'];

const make = (n: number): Items =>
  Array.from({ length: n }, (_, i) => ({
    icon: 'Footprints',
    title: `Experience ${i + 1}`,
    text: `What happens on day ${i + 1}.`,
  }));

/** The project page's section, under this test's id and heading, with `items` if given. */
function Experiences({ items }: { items?: Items }) {
  const shipped = findVariant(chaayaPage, 'cards', 'inset');
  return (
    <Cards
      block={{ ...shipped, id: 'life', heading, items: items ?? shipped.items }}
      edition={defaultEdition}
    />
  );
}

function shownTitles() {
  const list = within(screen.getByRole('region', { name: 'Village days' })).getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((li) => within(li).getByRole('heading', { level: 3 }).textContent);
}

describe('LocalExperiences', () => {
  it(`never shows more than timings.maxLifeExperiences (${timings.maxLifeExperiences}), in content order`, () => {
    render(<Experiences items={make(8)} />);
    expect(shownTitles()).toEqual(make(timings.maxLifeExperiences).map((e) => e.title));
  });

  it('shows all of a shorter list', () => {
    render(<Experiences items={make(3)} />);
    expect(shownTitles()).toHaveLength(3);
  });

  it('shows the shipped content through the same cap, in content order', () => {
    // However many the family lists (today more than the cap).
    render(<Experiences />);
    expect(shownTitles()).toEqual(
      experiences.slice(0, timings.maxLifeExperiences).map((e) => e.title),
    );
  });

  it('labels the section by its heading', () => {
    render(<Experiences items={make(2)} />);
    expect(screen.getByRole('region', { name: 'Village days' })).toHaveAttribute('id', 'life');
  });
});
