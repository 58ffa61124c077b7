import { QuoteCard } from '@/components/ui/QuoteCard';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { micrositeReviews } from '@/content/pages/microsite';
import { reviews } from '@/content/testimonials';
import { StarRating } from './StarRating';

/** The four rated guest testimonials. */
export function Reviews() {
  return (
    <Section id="reviews" tone="sand" aria-labelledby="reviews-title">
      <SectionHeading
        id="reviews-title"
        eyebrow={micrositeReviews.eyebrow}
        title={micrositeReviews.title}
        align="center"
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {reviews.map((r) => (
          <li key={r.author}>
            <QuoteCard
              quote={r.quote}
              author={r.author}
              context={r.title}
              footer={
                <>
                  <p>{r.stay}</p>
                  <StarRating rating={r.rating} className="mt-2" />
                </>
              }
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
