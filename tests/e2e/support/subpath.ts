import { existsSync } from 'node:fs';
import path from 'node:path';
import ports from '../../../scripts/lib/e2e-ports.cjs';

/** The second build's settings, shared with the build script. */
export const e2e = ports;

export const BASE = e2e.basePath;
export const endpointOrigin = new URL(e2e.endpointUrl).origin;

/** Fails with the fix, not a refused connection, when the second build was never made. */
export function requireSubpathBuild() {
  const index = path.resolve(__dirname, '../../..', e2e.outDir, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`${e2e.outDir}/ not found: run \`npm run build:e2e-subpath\` first.`);
  }
}
