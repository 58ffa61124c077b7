import { icons } from '@/components/ui/icons';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { sanAmenities } from '@/content/pages/san';

/** What SAN is being restored to offer: an icon and a label each. */
export function PlannedAmenities() {
  return (
    <Section id="amenities" tone="linen" aria-labelledby="san-amenities-title">
      <SectionHeading
        id="san-amenities-title"
        eyebrow={sanAmenities.eyebrow}
        title={sanAmenities.title}
        lead={<p>{sanAmenities.lead}</p>}
      />
      <ul className="mt-12 grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-4">
        {sanAmenities.items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <li
              key={item.label}
              className="flex flex-col items-start gap-4 rounded-2xl bg-parchment p-5 ring-1 ring-ink/5 sm:p-6"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-moss-soft text-moss">
                <Icon aria-hidden="true" className="size-6" strokeWidth={1.6} />
              </span>
              <span className="font-semibold leading-snug text-ink">{item.label}</span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
