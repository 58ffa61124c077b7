import { render, screen } from '@testing-library/react';
import { StarRating } from '@/components/ui/StarRating';
import { defaultEdition } from '@/lib/content/editions';

describe('StarRating', () => {
  it('announces the rating as text and hides the decorative stars', () => {
    const { container } = render(<StarRating edition={defaultEdition} rating={5} />);
    expect(screen.getByText('Rated 5 out of 5')).toBeInTheDocument();
    const stars = container.querySelectorAll('svg');
    expect(stars).toHaveLength(5);
    stars.forEach((s) => expect(s).toHaveAttribute('aria-hidden', 'true'));
    expect(container.querySelectorAll('svg.fill-gold')).toHaveLength(5);
  });

  it('fills only as many stars as the rating', () => {
    const { container } = render(<StarRating edition={defaultEdition} rating={3} />);
    expect(screen.getByText('Rated 3 out of 5')).toBeInTheDocument();
    expect(container.querySelectorAll('svg.fill-gold')).toHaveLength(3);
  });
});
