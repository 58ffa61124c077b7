// What a visitor needs for the first paint is the HTML, the styles and the hero photo; the
// framework's scripts only make the page interactive. On a phone in the hills every request before
// the first paint costs a round trip of half a second, and a script that finishes downloading
// before the paint runs first and holds it back. These rewrites of each exported page put the
// paint first; the page hydrates right after it.
const { posix } = require('node:path');

const STYLESHEET_RE = /<link rel="stylesheet" href="([^"]+\.css)" data-precedence="([^"]+)"\/>/g;
const ASYNC_SCRIPT_RE = /<script src="([^"]+)" async=""><\/script>/g;

/**
 * Inlines each stylesheet into a <style>, saving the render-blocking request. The <link> stays,
 * `disabled` so the browser never fetches it: React looks for that exact element when it hydrates
 * and on every client navigation, and would request the file again if it were missing. The
 * stylesheet's relative url()s (fonts) are made absolute, as they now resolve against the page.
 */
function inlineStylesheets(html, readCss) {
  return html.replace(STYLESHEET_RE, (_, href, precedence) => {
    const base = posix.dirname(href);
    const css = readCss(href)
      .replace(/url\((?!["']?(?:[a-z][a-z0-9+.-]*:|\/))(["']?)([^)"']+)\1\)/gi, (__, q, url) => {
        return `url(${q}${posix.normalize(posix.join(base, url))}${q})`;
      })
      // A stylesheet may not close the element it is inlined in.
      .replace(/<\/style/gi, '<\\/style');
    return (
      `<style data-href="${href}">${css}</style>` +
      `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`
    );
  });
}

/**
 * Starts the framework's scripts after the first frame is painted instead of in <head>, where
 * they compete with the HTML and the hero photo for a slow link and may run before the paint. The
 * loader runs from the end of <body> and waits for the browser's own paint entry; where paint
 * timing is missing, a task queued from requestAnimationFrame runs just after the next frame. The
 * timeout covers a tab opened in the background, which paints nothing until it is shown.
 */
function scriptsAfterFirstPaint(html) {
  const sources = [];
  const rest = html.replace(ASYNC_SCRIPT_RE, (_, src) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const loader =
    `(function(d,s){var done=0;function go(){if(done)return;done=1;s.forEach(function(u){` +
    `var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}` +
    `var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
    `new P(go).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,3000)})` +
    `(document,${JSON.stringify(sources)})`;
  if (!rest.includes('</body>')) throw new Error('scriptsAfterFirstPaint: no </body>');
  return rest.replace('</body>', `<script>${loader}</script></body>`);
}

/**
 * The page's priority photo (the one `<img fetchPriority="high">` inside a <picture>) is announced
 * in <head>, so its request leaves as soon as the head arrives rather than when the parser reaches
 * it, ahead of everything but the HTML. Same candidates and sizes as its AVIF <source>, so the
 * browser picks the same file.
 */
function preloadPriorityImage(html) {
  const img = html.search(/<img\b[^>]*fetchPriority="high"/);
  const picture = img < 0 ? -1 : html.lastIndexOf('<picture', img);
  if (picture < 0) return html;
  const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/>/.exec(
    html.slice(picture, img),
  );
  if (!source) return html;
  const link = `<link rel="preload" as="image" type="image/avif" imageSrcSet="${source[1]}" imageSizes="${source[2]}" fetchPriority="high"/>`;
  return html.replace(/<meta name="viewport"[^>]*\/>/, (m) => m + link);
}

function firstPaintFirst(html, readCss) {
  return scriptsAfterFirstPaint(preloadPriorityImage(inlineStylesheets(html, readCss)));
}

module.exports = {
  inlineStylesheets,
  scriptsAfterFirstPaint,
  preloadPriorityImage,
  firstPaintFirst,
};
