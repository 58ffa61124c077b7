import { HeadedSection } from '@/components/ui/HeadedSection';
import { technologyNotes, wireframeSections } from '@/content/pages/wireframe';
import { listPackages, type Package } from './inventory';

function PackageTable({ caption, packages }: { caption: string; packages: Package[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-3 text-left font-display text-2xl text-ink">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Package</th>
          <th scope="col">Version</th>
          <th scope="col">Role</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink/10">
        {packages.map((p) => (
          <tr key={p.name} data-package={p.name}>
            <th scope="row" className="py-2 pr-3 font-semibold text-ink">
              <code>{p.name}</code>
            </th>
            <td className="py-2 pr-3 whitespace-nowrap text-ink-soft">{p.version}</td>
            <td className="py-2 text-ink-soft">{technologyNotes[p.name] ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The packages in package.json, with why each is there. */
export function TechnologyList() {
  const c = wireframeSections.technology;
  const { runtime, tooling } = listPackages();
  return (
    <HeadedSection id="technology" heading={c}>
      <div className="mt-12 grid gap-12 lg:grid-cols-2">
        <PackageTable caption="In the site" packages={runtime} />
        <PackageTable caption="Build and test" packages={tooling} />
      </div>
    </HeadedSection>
  );
}
