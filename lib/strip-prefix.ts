/*
 * Path arithmetic an edition's prefix needs, free of the content so a client island can use it
 * without the language list reaching the browser's bundle.
 */

/** `path` without the edition prefix it starts with ('/hi/about' → '/about'); else unchanged. */
export function withoutPrefix(path: string, prefix: string): string {
  if (!prefix || (path !== prefix && !path.startsWith(`${prefix}/`))) return path;
  return path.slice(prefix.length) || '/';
}
