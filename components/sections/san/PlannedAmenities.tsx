import { Card } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/CardGrid';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { IconDisc } from '@/components/ui/IconDisc';
import { sanAmenities } from '@/content/pages/san';

/** What SAN is being restored to offer: an icon and a label each. */
export function PlannedAmenities() {
  return (
    <HeadedSection id="amenities" tone="linen" heading={sanAmenities}>
      <CardGrid columns={4} className="gap-4 sm:gap-5">
        {sanAmenities.items.map((item) => (
          <Card
            key={item.label}
            as="li"
            surface="flat"
            className="flex flex-col items-start gap-4 bg-parchment p-5 sm:p-6"
          >
            <IconDisc name={item.icon} tone="moss" size="lg" />
            <span className="leading-snug font-semibold text-ink">{item.label}</span>
          </Card>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
