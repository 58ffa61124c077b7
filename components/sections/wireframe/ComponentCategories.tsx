import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { describeFolder, wireframeSections } from '@/content/pages/wireframe';
import { listComponents } from './inventory';

/** The components folder as it is at build time, folder by folder. */
export function ComponentCategories() {
  const c = wireframeSections.components;
  const folders = listComponents();
  return (
    <Section id="components" tone="sand" aria-labelledby="components-title">
      <SectionHeading id="components-title" title={c.title} lead={<p>{c.lead}</p>} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {folders.map(({ folder, components }) => (
          <li
            key={folder}
            data-folder={folder}
            className="rounded-2xl bg-linen p-6 shadow-sm ring-1 ring-ink/5"
          >
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
          </li>
        ))}
      </ul>
    </Section>
  );
}
