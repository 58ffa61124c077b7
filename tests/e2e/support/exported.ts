import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';

/**
 * The exported site as nginx serves it (deploy/nginx.conf: `root out; try_files $uri $uri/ =404`),
 * read from the files themselves: what needs no browser (the markup a visitor's browser receives,
 * metadata, links, the sitemap) is checked here in a few milliseconds a page instead of a page load.
 */
export const OUT_DIR = path.resolve(__dirname, '../../../out');

/** Addresses nginx refuses whatever is in out/ (its `internal` and `return 404` locations). */
const REFUSED = [/^\/404\.html$/, /^\/(404|_not-found)(\/|$)/, /^\/_headers$/];

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * The file nginx answers an address of the site with, status 200 (after its redirect of a folder
 * without its trailing slash, '/about' → '/about/', which a visitor's browser follows): '/about/'
 * is out/about/index.html, '/img/x.avif' is out/img/x.avif. Null where nginx answers 404.
 */
export function servedFile(urlPath: string): string | null {
  const [bare = ''] = urlPath.split(/[?#]/);
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || REFUSED.some((re) => re.test(decoded))) return null;
  const file = path.join(OUT_DIR, decoded);
  // No address leads out of the site's root.
  if (file !== OUT_DIR && !file.startsWith(`${OUT_DIR}${path.sep}`)) return null;
  if (!decoded.endsWith('/') && isFile(file)) return file;
  const index = path.join(file, 'index.html');
  return isFile(index) ? index : null;
}

function served(urlPath: string): string {
  if (!existsSync(OUT_DIR)) throw new Error(`${OUT_DIR} is missing: build the site first`);
  const file = servedFile(urlPath);
  if (!file) throw new Error(`nginx would answer 404 at ${urlPath} (nothing in out/ for it)`);
  return file;
}

/** The bytes nginx sends at a site address ('/og/about.jpg'). */
export const exportedFile = (urlPath: string): Buffer => readFileSync(served(urlPath));

/** The text nginx sends at a site address ('/sitemap.xml', or a page's HTML at '/about'). */
export const exportedText = (urlPath: string): string => readFileSync(served(urlPath), 'utf8');

/** The one page nginx answers every unknown address with (`error_page 404 /404.html`). */
export const NOT_FOUND_FILE = path.join(OUT_DIR, '404.html');

const parsed = new Map<string, Document>();

/** A page's HTML as the document a browser builds from it, before any script runs. */
function documentOf(file: string): Document {
  let doc = parsed.get(file);
  if (!doc) {
    // jsdom's CSS parser does not know every modern rule the stylesheets use: its complaints
    // are about jsdom, not the page.
    const quiet = new VirtualConsole();
    doc = new JSDOM(readFileSync(file, 'utf8'), { virtualConsole: quiet }).window.document;
    parsed.set(file, doc);
  }
  return doc;
}

/** The exported page at a site address ('/about', '/hi/about/'), parsed. */
export const exportedPage = (urlPath: string): Document => documentOf(served(urlPath));

/** The 404 page every unknown address answers with, parsed. */
export const notFoundPage = (): Document => documentOf(NOT_FOUND_FILE);

/** The raw HTML of the 404 page, as nginx sends it at any unknown address. */
export const notFoundHtml = (): string => readFileSync(NOT_FOUND_FILE, 'utf8');

/** A name as a screen reader announces an element: its label, or else its text. */
export function accessibleName(el: Element): string {
  const label = el.getAttribute('aria-label');
  return (label ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Whether the markup itself keeps the element from view (before any style sheet is applied):
 * `hidden`, a closed popover, an inline `display:none`, or the content of a template.
 */
export function hiddenByMarkup(el: Element): boolean {
  return Boolean(
    el.closest('[hidden], [popover], template') ||
    el.closest('[style*="display:none"], [style*="display: none"]'),
  );
}

/** The text an element shows with JavaScript off: all but scripts, styles and hidden parts. */
export function shownText(el: Element): string {
  const doc = el.ownerDocument;
  const walker = doc.createTreeWalker(el, 4 /* NodeFilter.SHOW_TEXT */);
  let text = '';
  while (walker.nextNode()) {
    const parent = walker.currentNode.parentElement;
    if (!parent || parent.closest('script, style') || hiddenByMarkup(parent)) continue;
    text += walker.currentNode.nodeValue ?? '';
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The banner (the page's own header, not one inside a section or article) as the accessibility
 * tree has it.
 */
export function banner(doc: Document): Element | null {
  return (
    [...doc.querySelectorAll('header')].find(
      (h) => !h.parentElement?.closest('article, aside, main, nav, section'),
    ) ?? null
  );
}
