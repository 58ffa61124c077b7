import { CardGrid } from '@/components/ui/CardGrid';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { chaayaOfferings } from '@/content/pages/chaaya';

/** What a stay at Chaaya offers, as value cards (a block of the main column beside the panel). */
export function Offerings() {
  return (
    <HeadedSection id="offerings" block heading={chaayaOfferings}>
      <CardGrid columns={2} from="sm" className="mt-10">
        {chaayaOfferings.items.map((item) => (
          <FeatureCard key={item.title} icon={item.icon} title={item.title} text={item.desc} />
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
