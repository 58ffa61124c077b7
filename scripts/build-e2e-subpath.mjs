#!/usr/bin/env node
// The end-to-end suite's second site: one build with BOTH a base path and a delivery endpoint,
// into out-smriti/, served under /smriti/ beside the default build. The image step is cached, so
// and font steps are cached, so this costs one `next build` and the postbuild step.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ports = require('./lib/e2e-ports.cjs');
const root = path.resolve(import.meta.dirname, '..');
const env = {
  ...process.env,
  BASE_PATH: ports.basePath,
  CONTACT_ENDPOINT: ports.endpointUrl,
  OUT_DIR: ports.outDir,
};

console.log(
  `e2e sub-path build: BASE_PATH=${env.BASE_PATH} CONTACT_ENDPOINT=${env.CONTACT_ENDPOINT} → ${env.OUT_DIR}/`,
);
for (const [cmd, args] of [
  ['node', ['scripts/images.mjs']],
  ['node', ['scripts/fonts.mjs']],
  ['node', ['scripts/availability.mjs']],
  ['npx', ['next', 'build']],
  ['node', ['scripts/postbuild.mjs']],
]) {
  const run = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
