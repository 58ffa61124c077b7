import Link from 'next/link';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/CardGrid';
import { HeadedSection } from '@/components/ui/HeadedSection';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { fill } from '@/lib/content/format';
import { routesOf } from '@/lib/content/routes';
import { pathIn } from '@/lib/edition-addresses';
import { listComponents, listPackages, type Package } from '@/lib/code-inventory';

type List<T extends BlockOf<'inventory'>['list']['of']> = Extract<
  BlockOf<'inventory'>['list'],
  { of: T }
>;

/** Every route and its sections, from lib/content/routes.ts (the pages' own blocks). */
function Pages({ list, edition }: { list: List<'pages'>; edition: Edition }) {
  const { properties } = edition.texts;
  const routes = routesOf(edition.lang);
  return (
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
              <Link
                href={pathIn(edition.lang, route.path)}
                className="hover:text-clay-deep hover:underline"
              >
                {route.title}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-ink-soft">
              {route.nav ? fill(list.inNavbar, { nav: route.nav }) : list.notInNavbar}
              {route.noindex ? ` · ${list.notIndexed}` : ''}
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
  );
}

/** The components folder as it is at build time, folder by folder. */
function Components({ list }: { list: List<'components'> }) {
  const describe = (folder: string) => list.folders[folder];
  return (
    <CardGrid columns={2} className="lg:grid-cols-3">
      {listComponents().map(({ folder, components }) => (
        <Card key={folder} as="li" data-folder={folder} className="p-6">
          <h3 className="text-2xl text-ink">
            <code className="font-sans text-lg">components/{folder}</code>
          </h3>
          {describe(folder) ? (
            <p className="mt-1 text-sm text-ink-soft">{describe(folder)}</p>
          ) : null}
          <ul className="mt-4 flex flex-wrap gap-2">
            {components.map((name) => (
              <li key={name}>
                <code className="rounded bg-parchment px-2 py-0.5 text-sm text-ink ring-1 ring-ink/10">
                  {name}
                </code>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </CardGrid>
  );
}

function PackageTable({
  caption,
  packages,
  list,
}: {
  caption: string;
  packages: Package[];
  list: List<'packages'>;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-3 text-left font-display text-2xl text-ink">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{list.columns.name}</th>
          <th scope="col">{list.columns.version}</th>
          <th scope="col">{list.columns.note}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink/10">
        {packages.map((p) => (
          <tr key={p.name} data-package={p.name}>
            <th scope="row" className="py-2 pr-3 font-semibold text-ink">
              <code>{p.name}</code>
            </th>
            <td className="py-2 pr-3 whitespace-nowrap text-ink-soft">{p.version}</td>
            <td className="py-2 text-ink-soft">{list.notes[p.name] ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The packages in package.json, the site's and the build's, with why each is there. */
function Packages({ list }: { list: List<'packages'> }) {
  const { runtime, tooling } = listPackages();
  return (
    <div className="mt-12 grid gap-12 lg:grid-cols-2">
      <PackageTable caption={list.runtime} packages={runtime} list={list} />
      <PackageTable caption={list.tooling} packages={tooling} list={list} />
    </div>
  );
}

/**
 * What the site is made of, read from the project when it is built, so this map of the site
 * cannot drift from it: its pages, its components or its packages.
 */
export function Inventory({ block, edition }: { block: BlockOf<'inventory'>; edition: Edition }) {
  const { list } = block;
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading}>
      {list.of === 'pages' ? (
        <Pages edition={edition} list={list} />
      ) : list.of === 'components' ? (
        <Components list={list} />
      ) : (
        <Packages list={list} />
      )}
    </HeadedSection>
  );
}
