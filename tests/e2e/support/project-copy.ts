import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** What one commit changed: files written (path → contents) and files removed. */
export type FileChanges = { additions: ReadonlyMap<string, Buffer>; deletions: readonly string[] };

/**
 * Tracked files the site's build never reads (the tests and their config, the docs, the bench):
 * left out so that the build's type check covers the site alone (the tests are half of the
 * project's TypeScript, and minutes on a busy machine).
 */
const NOT_BUILT = ['tests/', 'playwright.config.ts', 'docs/', 'bench/'];

/**
 * What the image and font steps made from the files as they are: copied beside the tracked files
 * so those steps find their work done (no photo changed) and the build's time goes to the pages.
 */
const MADE_BY_EARLIER_STEPS = ['public/img', 'content/generated', '.cache/fonts'];

/** Settings of the other builds (the sub-path one) that must not leak into a plain build. */
const OTHER_BUILDS_ENV = ['BASE_PATH', 'OUT_DIR', 'CONTACT_ENDPOINT', 'AVAILABILITY_FEEDS'];

/**
 * A copy of the project at `root` (its tracked files) with commits applied in order: the
 * repository as the editor left it, for the host's build to run on.
 *
 * It lives under `root`/.tmp/ rather than the system's temp folder: Next.js takes the outermost
 * lockfile inside the same git checkout as the workspace root, so the copy's node_modules (a link
 * to the project's own) stays inside that root; from /tmp, Turbopack refuses a link that leaves it.
 */
export class ProjectCopy {
  readonly dir: string;
  private build: ChildProcess | null = null;

  constructor(root: string, commits: readonly FileChanges[]) {
    const parent = path.join(root, '.tmp');
    mkdirSync(parent, { recursive: true });
    this.dir = mkdtempSync(path.join(parent, 'admin-roundtrip-'));
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file && !NOT_BUILT.some((folder) => file.startsWith(folder)));
    for (const file of [...tracked, ...MADE_BY_EARLIER_STEPS]) {
      if (!existsSync(path.join(root, file))) continue;
      // Timestamps kept: the font step skips fonts newer than its own script.
      cpSync(path.join(root, file), path.join(this.dir, file), {
        recursive: true,
        preserveTimestamps: true,
      });
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(this.dir, 'node_modules'), 'dir');
    for (const { additions, deletions } of commits) {
      for (const [file, data] of additions) {
        mkdirSync(path.dirname(path.join(this.dir, file)), { recursive: true });
        writeFileSync(path.join(this.dir, file), data);
      }
      for (const file of deletions) rmSync(path.join(this.dir, file));
    }
  }

  /**
   * Runs the site's own build (`npm run build`: images, fonts, availability, next build,
   * postbuild) as the host does after a push. Rejects with the end of its output if it fails.
   */
  async runBuild(): Promise<void> {
    // The code is the project's own, type-checked by this run already: only content differs.
    const env: NodeJS.ProcessEnv = { ...process.env, SKIP_TYPE_CHECK: '1' };
    for (const name of OTHER_BUILDS_ENV) delete env[name];
    const output: string[] = [];
    const code = await new Promise<number>((resolve, reject) => {
      // A process group of its own, so that dispose() can stop the build and all it started.
      const child = spawn('npm', ['run', 'build'], { cwd: this.dir, env, detached: true });
      this.build = child;
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.on('error', reject);
      child.on('exit', (status) => resolve(status ?? 1));
    });
    this.build = null;
    if (code !== 0) {
      throw new Error(`npm run build failed (exit ${code}):\n${output.join('').slice(-6000)}`);
    }
  }

  /** A built page, as a static host serves it for `urlPath` ('/hi/projects/chaaya'). */
  builtPage(urlPath: string): string {
    return readFileSync(path.join(this.dir, 'out', urlPath, 'index.html'), 'utf8');
  }

  /** Stops a build still running (a test that timed out) and removes the copy. */
  async dispose(): Promise<void> {
    const build = this.build;
    if (build?.pid) {
      const ended = new Promise((resolve) => build.once('exit', resolve));
      try {
        process.kill(-build.pid, 'SIGTERM');
        await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      } catch {
        // Already gone.
      }
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
