import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The second build's settings (scripts/lib/e2e-ports.cjs), shared with the build script. */
export const e2e = createRequire(import.meta.url)('../../../scripts/lib/e2e-ports.cjs') as {
  subpath: number;
  endpoint: number;
  basePath: string;
  endpointUrl: string;
  outDir: string;
};

export const BASE = e2e.basePath;
export const endpointOrigin = new URL(e2e.endpointUrl).origin;

/** Fails with the fix, not a refused connection, when the second build was never made. */
export function requireSubpathBuild() {
  const index = path.resolve(import.meta.dirname, '../../..', e2e.outDir, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`${e2e.outDir}/ not found: run \`npm run build:e2e-subpath\` first.`);
  }
}
