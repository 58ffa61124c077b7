/**
 * The folder the site is served from ('' at a host's root, '/smriti' for a GitHub Pages project
 * site). next/link and Next's own assets add it themselves; paths written by hand use this.
 */
export const basePath = process.env.BASE_PATH ?? '';

/** '/img/a.jpg' → '/smriti/img/a.jpg' under a base path. */
export function withBasePath(path: string): string {
  return `${basePath}${path}`;
}

/** The public address of a path on the deployed site: SITE_URL, then the base path, then the path. */
export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(withBasePath(path), siteUrl).toString();
}
