import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Build-time inventories for /wireframe, read from the project itself so the page cannot
 * drift from the code: the components in each folder, and the packages in package.json.
 * Server only (runs during `next build`).
 */

const root = process.cwd();

export type ComponentFolder = { folder: string; components: string[] };

/** PascalCase .tsx files are components; hooks and helpers (camelCase .ts) are not. */
export function listComponents(dir = path.join(root, 'components')): ComponentFolder[] {
  const folders: ComponentFolder[] = [];
  const walk = (abs: string, rel: string) => {
    const entries = readdirSync(abs).sort();
    const components = entries
      .filter((f) => /^[A-Z][A-Za-z0-9]*\.tsx$/.test(f))
      .map((f) => f.replace(/\.tsx$/, ''));
    if (rel && components.length) folders.push({ folder: rel, components });
    for (const entry of entries) {
      const child = path.join(abs, entry);
      if (statSync(child).isDirectory()) walk(child, rel ? `${rel}/${entry}` : entry);
    }
  };
  walk(dir, '');
  // The frame first, then shared building blocks, then the sections and the features.
  const rank = (f: string) => (f.startsWith('layout') ? 0 : f.startsWith('ui') ? 1 : 2);
  return folders.sort(
    (a, b) => rank(a.folder) - rank(b.folder) || a.folder.localeCompare(b.folder),
  );
}

const packageSchema = z.object({
  dependencies: z.record(z.string(), z.string()).default({}),
  devDependencies: z.record(z.string(), z.string()).default({}),
});

export type Package = { name: string; version: string };

export function listPackages(file = path.join(root, 'package.json')): {
  runtime: Package[];
  tooling: Package[];
} {
  const pkg = packageSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const toList = (deps: Record<string, string>) =>
    Object.entries(deps)
      .filter(([name]) => !name.startsWith('@types/'))
      .map(([name, version]) => ({ name, version: version.replace(/^[\^~]/, '') }));
  return { runtime: toList(pkg.dependencies), tooling: toList(pkg.devDependencies) };
}
