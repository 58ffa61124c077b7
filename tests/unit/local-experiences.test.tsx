import { render, screen, within } from '@testing-library/react';
import { LocalExperiences } from '@/components/sections/chaaya/LocalExperiences';
import { experiences, type Experience } from '@/content/experiences';
import { timings } from '@/content/facts';

const heading = { eyebrow: 'Life around Chaaya', title: 'Village days', lead: 'Lead.' };

const make = (n: number): Experience[] =>
  Array.from({ length: n }, (_, i) => ({
    icon: 'Footprints',
    title: `Experience ${i + 1}`,
    description: `What happens on day ${i + 1}.`,
  }));

function shownTitles() {
  const list = within(screen.getByRole('region', { name: 'Village days' })).getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((li) => within(li).getByRole('heading', { level: 3 }).textContent);
}

describe('LocalExperiences', () => {
  it(`never shows more than timings.maxLifeExperiences (${timings.maxLifeExperiences}), in content order`, () => {
    render(<LocalExperiences id="life" heading={heading} experiences={make(8)} />);
    expect(shownTitles()).toEqual(make(timings.maxLifeExperiences).map((e) => e.title));
  });

  it('shows all of a shorter list', () => {
    render(<LocalExperiences id="life" heading={heading} experiences={make(3)} />);
    expect(shownTitles()).toHaveLength(3);
  });

  it('caps the shipped content too, which lists more than the cap', () => {
    expect(experiences.length).toBeGreaterThan(timings.maxLifeExperiences);
    render(<LocalExperiences id="life" heading={heading} />);
    expect(shownTitles()).toEqual(
      experiences.slice(0, timings.maxLifeExperiences).map((e) => e.title),
    );
  });

  it('labels the section by its heading', () => {
    render(<LocalExperiences id="life" heading={heading} experiences={make(2)} />);
    expect(screen.getByRole('region', { name: 'Village days' })).toHaveAttribute('id', 'life');
  });
});
