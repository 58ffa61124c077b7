import { ArrowDown } from 'lucide-react';
import { Card } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/CardGrid';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { trinityIntro as c } from '@/content/pages/projects';
import { properties } from '@/content/properties';
import { InPageLink } from '@/components/ui/InPageLink';
import { PropertyCardHead } from './PropertyCardHead';

/** The three homes as cards; each card is a link down to that home's section. */
export function TrinityIntro() {
  return (
    <HeadedSection id="trinity-intro" heading={c}>
      <CardGrid>
        {properties.map((p) => (
          <li key={p.id}>
            <InPageLink href={`#${p.id}`} className="group block h-full rounded-2xl">
              <Card className="flex h-full flex-col transition group-hover:-translate-y-0.5 group-hover:shadow-md motion-reduce:group-hover:translate-y-0">
                <PropertyCardHead property={p} />
                <span className="mt-6 inline-flex items-center gap-2 pt-2 font-semibold text-clay-deep group-hover:underline">
                  {c.cardCta}
                  <ArrowDown aria-hidden="true" className="size-4" />
                </span>
              </Card>
            </InPageLink>
          </li>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
