import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defaultLang, editionOf, langs, type Edition, type Lang } from './editions';
import { NOT_FOUND_PATH, sectionsOf, type Page } from './page-file';

/*
 * The pages are the files of content/pages/: each is routed at its own address in every edition
 * (another language's under /<code>, as /hi), listed in the sitemap, walked by the tests and
 * given a share card. The menu is site.yaml's `menu`, then any other page with a menu name.
 */

/** First path segments the site itself answers, which no page may take. */
function takenSegments(): ReadonlySet<string> {
  const listed = (dir: string, folders = false) =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true })
          .filter((e) => !/^[([_]/.test(e.name) && (!folders || e.isDirectory()))
          .map((e) => e.name)
      : [];
  // app/'s folders are routes of their own (admin, og, calendar); public/'s entries are files.
  const app = listed(path.join(process.cwd(), 'app'), true);
  const assets = listed(path.join(process.cwd(), 'public'));
  return new Set([...langs, ...app, ...assets, '_next']);
}

/** Where a page's file gives its address, for a clash named by file. */
const fileOf = (name: string) => `content/pages/${name}.yaml`;

/** The menu's addresses in order: site.yaml's `menu`, then other pages with a menu name. */
function menuPaths(pages: readonly [string, Page][], menu: readonly string[]): string[] {
  const byPath = new Map(pages.map(([name, page]) => [page.path, { name, page }]));
  for (const p of menu) {
    const found = byPath.get(p);
    if (!found)
      throw new Error(`Invalid content in content/site.yaml: menu: no page has the address "${p}"`);
    if (!found.page.nav)
      throw new Error(
        `Invalid content in content/site.yaml: menu: "${p}" has no name in the menu (nav) in ${fileOf(found.name)}`,
      );
  }
  const rest = pages.filter(([, page]) => page.nav && !menu.includes(page.path));
  return [...menu, ...rest.map(([, page]) => page.path)];
}

/**
 * The routed pages of an edition in the order the sitemap and /wireframe list them: each menu
 * page followed by the pages under its address, then the others, by address.
 */
function orderedPages({ pages, texts }: Edition): readonly Page[] {
  const entries = Object.entries(pages).filter(([, page]) => page.path !== NOT_FOUND_PATH);
  const seen = new Map<string, string>();
  const taken = takenSegments();
  for (const [name, { path: at }] of entries) {
    const clash = seen.get(at);
    if (clash)
      throw new Error(
        `Invalid content in ${fileOf(name)}: path: "${at}" is already the address of ${fileOf(clash)}`,
      );
    seen.set(at, name);
    const first = at.split('/')[1] ?? '';
    if (taken.has(first))
      throw new Error(
        `Invalid content in ${fileOf(name)}: path: "/${first}" is taken by the site itself (${[...taken].sort().join(', ')}); pick another address`,
      );
  }
  const byAddress = entries.map(([, page]) => page).sort((a, b) => a.path.localeCompare(b.path));
  const under = (parent: string) => (p: Page) =>
    p.path !== parent && parent !== '/' && p.path.startsWith(`${parent}/`);
  const ordered: Page[] = [];
  for (const at of menuPaths(entries, texts.site.menu)) {
    const page = byAddress.find((p) => p.path === at);
    if (page && !ordered.includes(page)) ordered.push(page, ...byAddress.filter(under(at)));
  }
  return [...ordered, ...byAddress.filter((p) => !ordered.includes(p))];
}

const pagesByLang = new Map(langs.map((lang) => [lang, orderedPages(editionOf(lang))]));

export function pagesOf(lang: Lang): readonly Page[] {
  return pagesByLang.get(lang) ?? orderedPages(editionOf(lang));
}

export const pages = pagesOf(defaultLang);

/** A page as the navbar, metadata and sitemap see it: its sections are its blocks, by name. */
export type SiteRoute = Pick<Page, 'path' | 'title' | 'description' | 'nav' | 'noindex'> & {
  sections: string[];
};

function routeOf(page: Page): SiteRoute {
  const { path, title, description, nav, noindex } = page;
  return { path, title, description, nav, noindex, sections: sectionsOf(page).map((s) => s.name) };
}

const routesByLang = new Map(langs.map((lang) => [lang, pagesOf(lang).map(routeOf)]));

export function routesOf(lang: Lang): readonly SiteRoute[] {
  return routesByLang.get(lang) ?? pagesOf(lang).map(routeOf);
}

export const routes = routesOf(defaultLang);

/** The page at an address, or undefined when no page file gives that address. */
export function findPage(path: string, lang: Lang = defaultLang): Page | undefined {
  return pagesOf(lang).find((p) => p.path === path);
}

export function getPage(path: string, lang: Lang = defaultLang): Page {
  const found = findPage(path, lang);
  if (!found) throw new Error(`content/pages/: no page at "${path}"`);
  return found;
}

/** The navbar's pages in order, each with its name in the menu. */
export function navRoutesIn(lang: Lang) {
  const all = routesOf(lang);
  const { pages, texts } = editionOf(lang);
  return menuPaths(Object.entries(pages), texts.site.menu).flatMap((at) => {
    const r = all.find((route) => route.path === at);
    return r?.nav ? [{ ...r, nav: r.nav }] : [];
  });
}

/** A catch-all route's segments as a page's address: [] is '/', ['projects', 'san'] '/projects/san'. */
export function pathOf(slug: readonly string[] = []): string {
  return `/${slug.join('/')}`;
}

/** The segments of every page of an edition, as its catch-all route pre-renders them. */
export function slugsOf(lang: Lang): { slug: string[] }[] {
  return pagesOf(lang).map((p) => ({ slug: p.path.split('/').filter(Boolean) }));
}

/** The page unknown addresses get (content/pages/ file whose address is /404), in an edition. */
export function notFoundPageOf(lang: Lang): Page {
  const found = Object.values(editionOf(lang).pages).find((p) => p.path === NOT_FOUND_PATH);
  if (!found) throw new Error(`content/pages/: no page has the address "${NOT_FOUND_PATH}"`);
  return found;
}
