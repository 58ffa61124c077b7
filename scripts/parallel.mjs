#!/usr/bin/env node
// Runs npm scripts side by side and fails if any fails: `node scripts/parallel.mjs lint typecheck`.
// ESLint and tsc each keep one processor busy, so on two cores the pair takes as long as the
// slower of them instead of both. Each script's output is printed whole when it ends, not
// interleaved line by line with the other's.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs SCRIPT [SCRIPT …]');
  process.exit(2);
}

const runs = scripts.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const output = [];
      const child = spawn('npm', ['run', '--silent', name], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      });
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const text = Buffer.concat(output).toString().trimEnd();
        console.log(
          `── npm run ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`,
        );
        if (text) console.log(text);
        resolve(code ?? 1);
      });
    }),
);

const codes = await Promise.all(runs);
process.exit(codes.find((c) => c !== 0) ?? 0);
