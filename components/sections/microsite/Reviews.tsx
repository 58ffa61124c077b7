import { HeadedSection } from '@/components/ui/HeadedSection';
import { QuoteGrid } from '@/components/ui/QuoteGrid';
import { micrositeReviews } from '@/content/pages/microsite';
import { reviews } from '@/content/testimonials';
import { StarRating } from '@/components/ui/StarRating';

/** The four rated guest testimonials. */
export function Reviews() {
  return (
    <HeadedSection id="reviews" tone="sand" heading={micrositeReviews} align="center">
      <QuoteGrid
        columns={2}
        quotes={reviews.map((r) => ({
          quote: r.quote,
          guest: r.author,
          context: r.title,
          footer: (
            <>
              <p>{r.stay}</p>
              <StarRating rating={r.rating} className="mt-2" />
            </>
          ),
        }))}
      />
    </HeadedSection>
  );
}
