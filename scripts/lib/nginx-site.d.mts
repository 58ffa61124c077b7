// Types for nginx-site.mjs, so the TypeScript unit tests can import it.

export function plainHttpSite(conf: string, at: { listen: string; root: string }): string;

export function httpsSite(
  conf: string,
  at: { listen: string; root: string; certificate: string; key: string },
): string;
