/**
 * A send that arrives before the framework's scripts. On a slow phone the page is painted and
 * usable seconds before React takes it over; a form whose sending is done by script would, if
 * submitted natively then, reload the page and put the visitor's words in its address. A small
 * inline script placed before the form holds such a submission back and remembers it; the form's
 * island sends it once it runs. (The carousels' and room tabs' early taps have their own script,
 * added by the build to the pages that have them.)
 */

/** Marks a form whose early submissions are held for its island. */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

/**
 * Set on a held form's parent when the page has loaded and the island still has not come a few
 * seconds later (its script failed to load): the form's parent then shows the other ways to write.
 */
export const STALLED_ATTRIBUTE = 'data-stalled';
const STALLED_AFTER_LOAD_MS = 4000;

type EarlyWindow = Window & { __earlySubmits?: HTMLFormElement[] };

/**
 * Listens on window after the event has passed the document, where React listens: a form React
 * already handles has had its default prevented and is left alone, so nothing is sent twice.
 */
export const earlySubmitScript =
  `(function(w,d){var q=w.__earlySubmits=[];w.addEventListener("submit",function(e){` +
  `var f=e.target;if(e.defaultPrevented||!(f instanceof HTMLFormElement)||` +
  `!f.hasAttribute(${JSON.stringify(EARLY_SUBMIT_ATTRIBUTE)}))return;` +
  `e.preventDefault();if(q.indexOf(f)<0)q.push(f);` +
  `function check(){setTimeout(function(){if(q.indexOf(f)>=0&&f.parentElement)` +
  `f.parentElement.setAttribute(${JSON.stringify(STALLED_ATTRIBUTE)},"")},${STALLED_AFTER_LOAD_MS})}` +
  `if(d.readyState==="complete")check();else w.addEventListener("load",check)})})(window,document)`;

/** True, once, when `form` was submitted before its island ran. */
export function takeEarlySubmit(form: HTMLFormElement): boolean {
  form.parentElement?.removeAttribute(STALLED_ATTRIBUTE);
  const queue = (window as EarlyWindow).__earlySubmits;
  const at = queue ? queue.indexOf(form) : -1;
  if (!queue || at < 0) return false;
  queue.splice(at, 1);
  return true;
}
