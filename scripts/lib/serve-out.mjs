// Serves an exported folder with deploy/nginx.conf on a local port for the measuring scripts
// (bench, measure-interactive): the test harness's nginx in the foreground, one per folder.
import { spawn } from 'node:child_process';
import https from 'node:https';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Whether `url` answers 200; over HTTPS the server's throwaway certificate is accepted. */
function answers(url) {
  if (url.startsWith('http:'))
    return fetch(url).then(
      (r) => r.ok,
      () => false,
    );
  return new Promise((resolve) => {
    https
      .get(url, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}

/**
 * Starts nginx for `outDir` on `port`, waits until it answers, and returns its base URL. The
 * child is pushed onto `children`, for the caller to stop. With `tls`, the site is served as
 * deployed: HTTPS and HTTP/2, behind a self-signed certificate the browser must be told to accept.
 */
export async function serveOut(outDir, port, children, { tls = false } = {}) {
  const child = spawn(process.execPath, ['scripts/nginx-test.mjs'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), OUT_DIR: outDir, NGINX_TLS: tls ? '1' : '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http${tls ? 's' : ''}://127.0.0.1:${port}`;
  for (let i = 0; i < 150 && child.exitCode == null; i++) {
    const up = await answers(base);
    if (up) return base;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx for ${path.relative(root, outDir)}/ did not come up on port ${port}`);
}
