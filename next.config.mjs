import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { parseBasePath } = require('./scripts/lib/parse-base-path.cjs');

// A sub-path deploy (GitHub Pages project sites): every route, asset and URL moves under it.
const basePath = parseBasePath(process.env.BASE_PATH);

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Plain files any static host can serve: out/<route>/index.html, out/404.html.
  output: 'export',
  // A second export (the end-to-end suite's sub-path build) goes to its own folder.
  ...(process.env.OUT_DIR && process.env.OUT_DIR !== 'out' ? { distDir: process.env.OUT_DIR } : {}),
  trailingSlash: true,
  ...(basePath ? { basePath, assetPrefix: basePath } : {}),
  // Server components that write paths by hand (pictures, icons, JSON-LD) read it from here.
  env: { BASE_PATH: basePath },
  // There is no image server on a static host; components/ui/Picture.tsx serves
  // build-time variants made by scripts/make-images.mjs instead.
  images: { unoptimized: true },
  poweredByHeader: false,
  // The test run's second and third builds (the sub-path build, the editor round trip's copy) are
  // of code that `npm run check` and the first build have just type-checked: they skip it.
  typescript: { ignoreBuildErrors: process.env.SKIP_TYPE_CHECK === '1' },
  reactStrictMode: true,
  // One 404 page for every unknown address, outside both editions' root layouts.
  experimental: { globalNotFound: true },
};

export default nextConfig;
