import { Card } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/CardGrid';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { Icon } from '@/components/ui/Icon';
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
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-moss-soft text-moss">
              <Icon name={item.icon} className="size-6" strokeWidth={1.6} />
            </span>
            <span className="leading-snug font-semibold text-ink">{item.label}</span>
          </Card>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
