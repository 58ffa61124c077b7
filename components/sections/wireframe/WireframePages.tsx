import Link from 'next/link';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/CardGrid';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { wireframeSections } from '@/content/pages/wireframe';
import { properties } from '@/content/properties';
import { routes } from '@/content/routes';

/** Every route and its sections, from content/routes.ts. */
export function WireframePages() {
  const c = wireframeSections.pages;
  return (
    <HeadedSection id="pages" heading={c}>
      <CardGrid columns={2} className="lg:grid-cols-3">
        {routes.map((route) => {
          const property = properties.find((p) => p.href === route.path);
          return (
            <Card key={route.path} as="li" data-route={route.path} className="flex flex-col p-6">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <code className="rounded bg-sand px-2 py-0.5 text-sm text-ink">{route.path}</code>
                {property ? <Badge tone={property.colour}>{property.wireframeLabel}</Badge> : null}
              </div>
              <h3 className="mt-4 text-2xl text-ink">
                <Link href={route.path} className="hover:text-clay-deep hover:underline">
                  {route.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-ink-soft">
                {route.nav ? `In the navbar as “${route.nav}”` : 'Not in the navbar'}
                {route.noindex ? ' · not indexed' : ''}
              </p>
              <ol className="mt-4 list-decimal space-y-1 pl-5 text-ink-soft marker:text-clay">
                {route.sections.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </Card>
          );
        })}
      </CardGrid>
    </HeadedSection>
  );
}
