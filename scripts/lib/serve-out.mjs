// Serves an exported folder with deploy/nginx.conf on a local port for the measuring scripts
// (bench, measure-interactive): the test harness's nginx in the foreground, one per folder.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts nginx for `outDir` on `port`, waits until it answers, and returns its base URL. The
 * child is pushed onto `children`, for the caller to stop.
 */
export async function serveOut(outDir, port, children) {
  const child = spawn(process.execPath, ['scripts/nginx-test.mjs'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), OUT_DIR: outDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150 && child.exitCode == null; i++) {
    const up = await fetch(base).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return base;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx for ${path.relative(root, outDir)}/ did not come up on port ${port}`);
}
