import { CardGrid } from '@/components/ui/CardGrid';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { whyFirst as c } from '@/content/pages/projects';

/** Why restoration comes before any new building. */
export function WhyFirst() {
  return (
    <HeadedSection id="why-first" tone="sand" heading={c}>
      <CardGrid>
        {c.points.map((point) => (
          <FeatureCard key={point.title} title={point.title} text={point.text} />
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
