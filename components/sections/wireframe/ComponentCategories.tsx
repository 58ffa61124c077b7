import { Card } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/CardGrid';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { describeFolder, wireframeSections } from '@/content/pages/wireframe';
import { listComponents } from './inventory';

/** The components folder as it is at build time, folder by folder. */
export function ComponentCategories() {
  const c = wireframeSections.components;
  const folders = listComponents();
  return (
    <HeadedSection id="components" tone="sand" heading={c}>
      <CardGrid columns={2} className="lg:grid-cols-3">
        {folders.map(({ folder, components }) => (
          <Card key={folder} as="li" data-folder={folder} className="p-6">
            <h3 className="text-2xl text-ink">
              <code className="font-sans text-lg">components/{folder}</code>
            </h3>
            {describeFolder(folder) ? (
              <p className="mt-1 text-sm text-ink-soft">{describeFolder(folder)}</p>
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
    </HeadedSection>
  );
}
