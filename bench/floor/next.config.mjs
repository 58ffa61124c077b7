import path from 'node:path';

// The bench's reference row: the same Next.js, exported the same way as the site, with nothing
// but text in a bare layout. Whatever JS and time it costs is the framework's floor.
/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Resolve next, react and react-dom from the repository's node_modules.
  turbopack: { root: path.resolve(import.meta.dirname, '../..') },
};

export default nextConfig;
