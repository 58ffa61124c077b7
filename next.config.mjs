/** @type {import('next').NextConfig} */
const nextConfig = {
  // Plain files any static host can serve: out/<route>/index.html, out/404.html.
  output: 'export',
  trailingSlash: true,
  // There is no image server on a static host; components/ui/Picture.tsx serves
  // build-time variants made by scripts/images.mjs instead.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
