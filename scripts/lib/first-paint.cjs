// What a visitor needs for the first paint is the HTML, the styles and the hero photo; the
// framework's scripts only make the page interactive. On a phone in the hills every request before
// the first paint costs a round trip of half a second, and a script that finishes downloading
// before the paint runs first and holds it back. These rewrites of each exported page put the
// paint first; the page hydrates right after it.
const { createHash } = require('node:crypto');
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
 * Starts the framework's scripts once the page's largest content is on screen instead of in
 * <head>, where they compete with the HTML and the hero photo for a slow link and may run before
 * the paint. The loader runs from the end of <body>. On a page with a priority photo it waits for
 * the browser's largest-contentful-paint entry for that photo (or its load, as entries stop after
 * the first input); elsewhere for the first paint entry. Where those timings are missing, a task
 * queued from requestAnimationFrame runs just after the next frame. A visitor who touches,
 * types or scrolls before the photo is there does not wait for it: they are using the page, so
 * its scripts start at once. The timeout covers a tab opened in the background, which paints
 * nothing until it is shown.
 */
function scriptsAfterFirstPaint(html, afterStart = '') {
  const sources = [];
  const rest = html.replace(ASYNC_SCRIPT_RE, (_, src) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  // go() runs once both have happened: a frame was painted (paint timing, or the task after the
  // next animation frame where that is missing) and the priority photo, if any, is on screen (its
  // largest-contentful-paint entry, or its load: entries stop after the first input).
  const loader =
    `(function(d,s){var done=0,p=0,h=d.querySelector("img[fetchpriority=high]"),q=!h;` +
    `function go(){if(done||!p||!q)return;done=1;s.forEach(function(u){` +
    `var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)});${afterStart}}` +
    `function painted(){p=1;go()}function shown(){q=1;go()}` +
    `var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes||[];` +
    `if(t.indexOf("paint")>=0)new P(painted).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(painted,0)});` +
    `if(h){if(t.indexOf("largest-contentful-paint")>=0)new P(function(l){` +
    `l.getEntries().forEach(function(e){if(e.element===h)shown()})})` +
    `.observe({type:"largest-contentful-paint",buffered:true});` +
    `if(h.complete)shown();else h.addEventListener("load",shown)}` +
    `["pointerdown","touchstart","keydown","wheel","scroll"].forEach(function(t){` +
    `addEventListener(t,shown,{once:true,passive:true,capture:true})});` +
    `setTimeout(function(){p=q=1;go()},3000)})` +
    `(document,${JSON.stringify(sources)})`;
  if (!rest.includes('</body>')) throw new Error('scriptsAfterFirstPaint: no </body>');
  return rest.replace('</body>', `<script>${loader}</script></body>`);
}

/**
 * The priority photo's placeholder becomes a preview sharp enough to read as the photo, carried in
 * the HTML: a phone on a slow link sees the picture with the first paint instead of a round trip
 * later, and the full file then replaces it in place. `previewOf` maps the <img>'s fallback URL to
 * a data URI (or nothing, and the gradient stays). The RSC payload keeps the gradient, so the preview
 * travels once.
 */
function inlinePriorityPreview(html, previewOf) {
  return html.replace(/<img\b[^>]*fetchPriority="high"[^>]*>/, (img) => {
    const src = /\bsrc="([^"]+)"/.exec(img)?.[1];
    const preview = src && previewOf(src);
    if (!preview) return img;
    return img.replace(
      /background-image:linear-gradient\([^)]*\)/,
      `background-image:url(${preview})`,
    );
  });
}

/** Looks a fallback URL (`…/img/<slot>.<hash>-<width>.jpg`) up in the image manifest. */
function previewsFrom(manifest) {
  return (src) => {
    const m = /\/img\/([^/]+)\.([0-9a-f]+)-\d+\.jpg$/.exec(src);
    const entry = m ? manifest[m[1]] : undefined;
    return entry && entry.hash === m[2] ? entry.preview : undefined;
  };
}

/**
 * The first paint waits until the parser has read the whole opening section (its last element
 * carries `id="hero-end"`). A slow link delivers the HTML in pieces, and a paint between two of
 * them showed the photo without its text; the text then arrived, grew the section and pushed the
 * page down, a layout shift on every such load.
 */
function renderAfterHero(html) {
  if (!html.includes(' id="hero-end"')) return html;
  return html.replace(
    /<meta name="viewport"[^>]*\/>/,
    (m) => m + '<link rel="expect" href="#hero-end" blocking="render"/>',
  );
}

const WEB_FONT_RE = /@font-face\{[^}]*url\(([^)]+)\)[^}]*\}/g;
const FONTS_KEY = 'smriti:fonts';

const shortHash = (text) => createHash('sha1').update(text).digest('hex').slice(0, 8);

/** Whether a code point falls in a CSS unicode-range (`U+901-903,U+25CC,U+4??`). */
function inUnicodeRange(range, cp) {
  return range.split(',').some((part) => {
    const m = /^\s*u\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!m) return false;
    const from = parseInt(m[1].replace(/\?/g, '0'), 16);
    const to = parseInt(m[2] ?? m[1].replace(/\?/g, 'f'), 16);
    return cp >= from && cp <= to;
  });
}

/**
 * The text a page draws in its own language: the body without scripts, styles and templates, and
 * without the parts marked as another language (a language switch that reads "हिन्दी" on an
 * English page is a label in the platform's font, not a reason to fetch Devanagari faces).
 */
function pageText(html) {
  const lang = /<html\b[^>]*\blang="([a-z]+)/i.exec(html)?.[1]?.toLowerCase();
  let body = html.slice(Math.max(0, html.search(/<body\b/i)));
  body = body.replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ');
  if (lang) {
    // Elements of another language, innermost first so nested ones come out whole.
    const other =
      /<([a-z][a-z0-9]*)\b[^>]*\slang="([a-z]+)[^"]*"[^>]*>((?:(?!<\1\b)[\s\S])*?)<\/\1>/gi;
    let before;
    do {
      before = body;
      body = body.replace(other, (el, _tag, elLang) => (elLang.toLowerCase() === lang ? el : ' '));
    } while (body !== before);
  }
  return body
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)));
}

/** A unicode-range as a character class for a `u`-flagged RegExp. */
function rangeClass(range) {
  const parts = range.split(',').flatMap((part) => {
    const m = /^\s*u\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!m) return [];
    const from = m[1].replace(/\?/g, '0');
    const to = m[2] ?? m[1].replace(/\?/g, 'f');
    return [from === to ? `\\u{${from}}` : `\\u{${from}}-\\u{${to}}`];
  });
  return `[${parts.join('')}]`;
}

/**
 * The probe's worker: for each face, adds a stand-in with the face's file and range to its own
 * font set, measures each copy of the page's text in the copy's stack (in the copy's language,
 * which picks the system font a generic family means), and answers [face index, whether the
 * stand-in was reached] once a reached file has arrived, or null where there is no answer: the
 * file failed, or a stack was not one the canvas accepts (its font would not name the stand-in).
 */
const PROBE_WORKER =
  `onmessage=function(e){var c=new OffscreenCanvas(1,1).getContext("2d");` +
  `e.data.forEach(function(q){var face=new FontFace(q.name,"url("+q.url+")",` +
  `{unicodeRange:q.range}),ok=1;self.fonts.add(face);` +
  `q.copies.forEach(function(k){if("lang" in c)c.lang=k[0]||"inherit";` +
  `c.font="16px "+k[1];if(c.font.indexOf(q.name)<0)ok=0;c.measureText(k[2])});` +
  `if(!ok)return postMessage([q.i,null]);var used=face.status!=="unloaded";` +
  `(used?face.loaded:Promise.resolve()).then(function(){postMessage([q.i,used])},` +
  `function(){postMessage([q.i,null])})})};`;
const PROBE_WORKER_FILE = `font-probe.${shortHash(PROBE_WORKER)}.js`;

/**
 * Run after load on a page that has letters in a face's unicode-range: fetches the face only if
 * the browser would draw some of this page's text with it. A face late in a stack (the Devanagari
 * body face, after the platforms' own fonts) is never reached where the system has the letters,
 * and its file would be wasted there. So the page's own text, in each stack it is set in, is
 * measured once more in a stack that names a stand-in for the face: the browser starts loading
 * the stand-in only if it gets that far down the stack, and that load is the fetch. The copy
 * leaves out the spaces: Chromium on Linux let `system-ui` take a whole spaced Hindi phrase it has
 * no letters for (so the stand-in was never reached) but not the same letters unspaced.
 *
 * The measuring happens in a worker (PROBE_WORKER), on a canvas of its own with the stand-ins in
 * the worker's own font set. A face added to the page's document, or one that starts or ends
 * loading there, makes the browser restyle and lay out all of the page's text again, and a frame
 * of the page's own to hold the copies cost a new document and script context per face: 170–290 ms
 * in one task at 4× on a first Hindi page, while the page was being taken over. What is left on
 * the page's thread is reading which stacks its text is set in, in slices of a few milliseconds.
 * Where a worker, FontFace or OffscreenCanvas is missing, the file is simply fetched. `rs` holds
 * one [key, id, url, family, range, class of the range's letters] per face still unanswered;
 * `get` fetches a URL.
 *
 * The answer is kept either way, for this build's file: the face's flag when it was fetched, or
 * `<key>:own` when the device's own fonts drew every copy. So only a visitor's first Hindi page
 * runs the probe; the next ones only read the note. A page with no text set in a stack naming the
 * face notes nothing: another page may still need it. The worker's file sits beside the faces.
 */
const PROBE =
  `function p(rs,get){var L=localStorage;` +
  `if(!window.Worker||!window.FontFace||!window.OffscreenCanvas){rs.forEach(function(r){` +
  `get(r[2]).then(function(){L.setItem(r[0],r[1])},function(){})});return}` +
  `var res=rs.map(function(r){return new RegExp(r[5],"u")}),` +
  `copies=rs.map(function(){return[]}),seen={},w=d.createTreeWalker(d.body,4);` +
  `function step(){var t,e,end=performance.now()+8;while(end>performance.now()){` +
  `if(!(t=w.nextNode()))return send();e=t.parentElement;` +
  `if(!e||/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(e.tagName))continue;` +
  `var hit=rs.filter(function(r,j){return 20>copies[j].length&&res[j].test(t.data)});` +
  `if(!hit.length)continue;var l=(e.closest("[lang]")||{}).lang||"",` +
  `fam=getComputedStyle(e).fontFamily,parts=fam.split(","),names=parts.map(function(x){` +
  `return x.trim().replace(/^["']|["']$/g,"")});` +
  `hit.forEach(function(r){var j=rs.indexOf(r),i=names.indexOf(r[3]),k=j+fam+l;` +
  `if(0>i||seen[k])return;seen[k]=1;var c=parts.slice();` +
  `c[i]=JSON.stringify("smriti-probe-"+r[1]);` +
  `copies[j].push([l,c.join(","),t.data.replace(/\\s+/g,"").slice(0,80)])})}` +
  `setTimeout(step,0)}` +
  `function send(){var q=[];rs.forEach(function(r,j){if(copies[j].length)` +
  `q.push({i:j,name:"smriti-probe-"+r[1],url:r[2],range:r[4],copies:copies[j]})});` +
  `if(!q.length)return;var left=q.length,` +
  `k=new Worker(rs[0][2].replace(/[^/]*$/,${JSON.stringify(PROBE_WORKER_FILE)}));` +
  `k.onmessage=function(m){var r=rs[m.data[0]];` +
  `if(m.data[1]!==null)L.setItem(m.data[1]?r[0]:r[0]+":own",r[1]);if(!--left)k.terminate()};` +
  `k.onerror=function(){k.terminate()};k.postMessage(q)}` +
  `setTimeout(step,0)}`;

/**
 * Web fonts join from a visitor's second page view, never during one. A font file requested
 * before the first paint competes with the HTML and the hero photo, and on a slow link it cannot
 * arrive within `font-display: optional`'s 100 ms anyway, so the first view shows the sized
 * fallbacks either way. Here the face rules wait in stylesheets that match no media; once the
 * page has loaded, the files it needs are fetched into the cache and a flag is kept (named after
 * the files, so a new build fetches its own). On the next page, a script in <head> turns the rules
 * on before anything is painted and the cached faces are used from the first frame: the text never
 * changes face in front of the visitor. Without the flag, or without scripting, the fallbacks stay.
 *
 * The faces without a unicode-range (the Latin ones) go together: every page sets them. A face
 * with a range (the Devanagari ones) has its own stylesheet and flag, and is fetched only by a
 * page whose text has letters in that range, and only if the browser would use it there (see
 * PROBE). So the English pages never download the Hindi faces, a device with its own Devanagari
 * font never downloads the body one, and a rule is only ever turned on once its file is cached:
 * turned on earlier, it would have the browser fetch the file in the middle of the view.
 */
function webFontsFromSecondView(html) {
  const latin = { rules: [], urls: [] };
  const ranged = [];
  const rest = html.replace(/<style data-href="[^"]+">[\s\S]*?<\/style>/g, (style) =>
    style.replace(WEB_FONT_RE, (rule, quotedUrl) => {
      const url = quotedUrl.replace(/^["']|["']$/g, '');
      const range = /unicode-range:([^;}]+)/.exec(rule)?.[1].trim();
      if (!range) {
        latin.rules.push(rule);
        latin.urls.push(url);
        return '';
      }
      const family = /font-family:([^;}]+)/
        .exec(rule)?.[1]
        .trim()
        .replace(/^["']|["']$/g, '');
      const tag = shortHash(`${family} ${range}`);
      ranged.push({ rule, url, range, family, tag, id: shortHash(url) });
      return '';
    }),
  );
  if (latin.rules.length === 0 && ranged.length === 0) return [html, ''];
  let text;
  const touched = (range) => {
    text ??= pageText(html);
    for (const c of text) if (inUnicodeRange(range, c.codePointAt(0))) return true;
    return false;
  };
  const styles = [];
  const flags = [];
  const latinGroup = [];
  if (latin.rules.length > 0) {
    const id = shortHash(latin.urls.join());
    styles.push(`<style id="web-fonts" media="not all">${latin.rules.join('')}</style>`);
    flags.push(['web-fonts', FONTS_KEY, id]);
    latinGroup.push([FONTS_KEY, id, latin.urls]);
  }
  const probes = [];
  for (const f of ranged) {
    const key = `${FONTS_KEY}:${f.tag}`;
    styles.push(`<style id="web-fonts-${f.tag}" media="not all">${f.rule}</style>`);
    flags.push([`web-fonts-${f.tag}`, key, f.id]);
    if (touched(f.range)) probes.push([key, f.id, f.url, f.family, f.range, rangeClass(f.range)]);
  }
  const turnOn =
    `try{${JSON.stringify(flags)}.forEach(function(g){if(localStorage.getItem(g[1])===g[2])` +
    `document.getElementById(g[0]).media="all"})}catch(e){}`;
  // Run by the script loader once the page is painted: after the load event, so the files never
  // take bandwidth from the page itself. The Latin group is kept once all its files are in.
  const fetchAfterLoad =
    `(function(){function get(u){return fetch(u).then(function(r){if(!r.ok)throw r;return r.blob()})}` +
    (probes.length > 0 ? PROBE : '') +
    `function f(){try{${JSON.stringify(latinGroup)}.forEach(function(g){` +
    `if(localStorage.getItem(g[0])===g[1])return;` +
    `Promise.all(g[2].map(get)).then(function(){localStorage.setItem(g[0],g[1])},function(){})});` +
    (probes.length > 0
      ? `var L=localStorage,todo=${JSON.stringify(probes)}.filter(function(r){` +
        `return L.getItem(r[0])!==r[1]&&L.getItem(r[0]+":own")!==r[1]});if(todo.length)p(todo,get);`
      : '') +
    `}catch(e){}}` +
    `if(d.readyState==="complete")setTimeout(f,0);else addEventListener("load",f)})();`;
  const head = `${styles.join('')}<script>${turnOn}</script>`;
  return [rest.replace(/(<style data-href="[^"]+">)/, `${head}$1`), fetchAfterLoad];
}

// React's clock for pacing the scripts that move sections in; see inlineBoundaries.
const RT_CLOCK = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>';

/**
 * Puts each section back where it belongs. A static export writes a Suspense boundary whose
 * content the server had to wait for (a client component's module, say) as an empty slot,
 * `<!--$?--><template id="B:n"></template><!--/$-->`, and the content near the end of the page
 * in `<div hidden id="S:n">`, moved into the slot by a `$RC("B:n","S:n")` script. React batches
 * those moves a frame or up to 300 ms apart, so the first paint could show the page without its
 * sections and then grow. Here every slot gets its content in place, marked `<!--$-->` as a
 * boundary that has arrived, and the hidden copies and the scripts that moved them go: the page
 * reads in order with JavaScript off, paints once, and React still hydrates each boundary on its
 * own.
 */
function inlineBoundaries(html) {
  const slotRe = /<!--\$\?--><template id="B:([0-9a-z]+)"><\/template><!--\/\$-->/g;
  let out = html;
  let slot;
  while ((slot = slotRe.exec(out))) {
    const n = slot[1];
    const open = `<div hidden id="S:${n}">`;
    const start = out.indexOf(open, slot.index);
    const mover =
      start < 0
        ? null
        : new RegExp(
            `<script>(?:\\$RB=\\[\\];(?:(?!</script>)[^])*?;)?\\$RC\\("B:${n}","S:${n}"\\)</script>`,
          ).exec(out.slice(start));
    const end = mover ? start + mover.index : -1;
    // A slot whose content is not where the framework writes it today stays as it is, and
    // firstPaintFirst stops the build naming the page.
    if (!mover || out.slice(end - 6, end) !== '</div>') continue;
    const content = out.slice(start + open.length, end - 6);
    // The hidden copy and its script come out first: they follow the slot, whose index stays.
    out = out.slice(0, start) + out.slice(end + mover[0].length);
    out =
      out.slice(0, slot.index) +
      `<!--$-->${content}<!--/$-->` +
      out.slice(slot.index + slot[0].length);
    // Look again from the slot: its content may hold slots of its own.
    slotRe.lastIndex = slot.index;
  }
  // The clock the movers pace themselves by, needless once nothing is left to move.
  return /\$RC\("B:/.test(out) ? out : out.replace(RT_CLOCK, '');
}

/**
 * What each rewrite looks for, checked on the finished page: a framework release that changes its
 * markup would otherwise make a rewrite match nothing and ship the slow page without a word. Each
 * entry says when a page needs it (`needs`, from the exported page and the page with its styles
 * inlined) and how the rewritten page shows it was done (`done`).
 */
const REWRITES = [
  {
    name: 'sections in place',
    needs: (before) => before.includes('<!--$?--><template id="B:'),
    done: (after) => !after.includes('<!--$?-->') && !/\$RC\("B:/.test(after),
  },
  {
    name: 'inline stylesheets',
    needs: (before) => /<link\b[^>]*rel="stylesheet"/.test(before),
    done: (after) =>
      /<style data-href="[^"]+">/.test(after) &&
      !/<link\b(?![^>]*disabled="")[^>]*rel="stylesheet"[^>]*>/.test(after),
  },
  {
    name: 'scripts after the first paint',
    needs: (before) => /<script\b[^>]*\ssrc=[^>]*\sasync\b/.test(before),
    done: (after) =>
      !/<script\b[^>]*\sasync\b[^>]*>/.test(after) && after.includes('supportedEntryTypes'),
  },
  {
    name: 'web fonts from the second view',
    needs: (_, inlined) => /@font-face\s*\{[^}]*url\(/.test(inlined),
    done: (after) =>
      /<style id="web-fonts(?:-[0-9a-f]{8})?" media="not all">/.test(after) &&
      !/<style data-href="[^"]+">[^<]*@font-face\{[^}]*url\(/.test(after),
  },
  {
    name: 'render after the hero',
    needs: (before) => before.includes(' id="hero-end"'),
    done: (after) => after.includes('<link rel="expect" href="#hero-end" blocking="render"/>'),
  },
];

/**
 * All rewrites, in order. Throws, naming `page` and each rewrite that found nothing to do on a
 * page that needs it, so the build stops instead of shipping an unoptimised page.
 */
function firstPaintFirst(html, readCss, previewOf = () => undefined, page = 'a page') {
  const inlined = inlineStylesheets(inlineBoundaries(html), readCss);
  const [styled, fetchFonts] = webFontsFromSecondView(inlined);
  const after = scriptsAfterFirstPaint(
    renderAfterHero(inlinePriorityPreview(styled, previewOf)),
    fetchFonts,
  );
  const missed = REWRITES.filter((r) => r.needs(html, inlined) && !r.done(after)).map(
    (r) => r.name,
  );
  const img = /<img\b[^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0];
  const src = img && /\bsrc="([^"]+)"/.exec(img)?.[1];
  const preview = src && previewOf(src);
  if (preview && !after.includes(preview)) missed.push('priority photo preview');
  if (missed.length > 0) {
    throw new Error(
      `first-paint: found nothing to rewrite for ${missed.join(', ')} on ${page}; ` +
        'the framework may have changed its markup (see scripts/lib/first-paint.cjs).',
    );
  }
  return after;
}

module.exports = {
  inlineBoundaries,
  inlineStylesheets,
  scriptsAfterFirstPaint,
  inlinePriorityPreview,
  previewsFrom,
  renderAfterHero,
  webFontsFromSecondView,
  pageText,
  inUnicodeRange,
  FONTS_KEY,
  PROBE_WORKER,
  PROBE_WORKER_FILE,
  REWRITES,
  firstPaintFirst,
};
