#!/usr/bin/env node
// The end-to-end suite's second site: one build with BOTH a base path and a delivery endpoint,
// into out-smriti/, served under /smriti/ beside the default build. The image and font steps are
// cached, so this costs one `next build` (without its type check) and the postbuild step.
import { spawn } from 'node:child_process';
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
  // Calendar feeds from a fixture server on 127.0.0.1, started here for the availability step.
  AVAILABILITY_FEEDS: ports.feedList,
  // The same code as the first build's, which has just type-checked it.
  SKIP_TYPE_CHECK: '1',
};
// The fixture feeds are dated from today, so the availability step reads them fresh each build.
const { startFeedServer } = await import('../tests/e2e/support/feed-server.mjs');
const feeds = await startFeedServer();

console.log(
  `e2e sub-path build: BASE_PATH=${env.BASE_PATH} CONTACT_ENDPOINT=${env.CONTACT_ENDPOINT} fixture feeds on port ${ports.feeds} → ${env.OUT_DIR}/`,
);
let status = 0;
for (const [cmd, args] of [
  ['node', ['scripts/make-images.mjs']],
  ['node', ['scripts/subset-fonts.mjs']],
  ['node', ['scripts/collect-availability.mjs']],
  ['npx', ['next', 'build']],
  ['node', ['scripts/postbuild.mjs']],
]) {
  // Not spawnSync: the feed server in this process must keep answering while a step runs.
  const code = await new Promise((resolve) => {
    spawn(cmd, args, { cwd: root, env, stdio: 'inherit' }).on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) {
    status = code;
    break;
  }
}
feeds.close();
process.exit(status);
