// The framework's scripts start after the first paint (first-paint.cjs); on a slow phone the
// carousels and the room tabs are on screen for seconds before their islands run. This small
// script, in <head> of the pages that have them, makes their controls answer in that window and
// leaves what the visitor did in the page itself, where the island reads it when it mounts:
// - room tabs: a tapped tab is marked selected (the same attributes the island renders), and the
//   island starts on the tab it finds selected;
// - carousels: previous/next, the dots and Left/Right scroll the native strip (never the page:
//   no anchors, no scrollIntoView), `data-to` on the strip says which slide it is heading for,
//   and the island starts on that slide, or on the one a swipe left in view; the rotation control
//   really rotates the strip once asked to, and the choice is kept in `data-choice`.
// Once an island has mounted it marks its root `data-live` and this script leaves it alone. A
// handled event goes no further, so the framework, starting up meanwhile, never sees it twice.
const EARLY_INPUT = `(function(w,d){
var R="[data-slide]",M=w.matchMedia&&matchMedia("(prefers-reduced-motion: reduce)");
function live(c){return c.hasAttribute("data-live")}
function strip(c){return c.querySelector("[data-carousel-strip]")}
function slides(c){return c.querySelectorAll(R)}
function off(c,x,r){var q=x.getBoundingClientRect(),m=c.getAttribute("data-align")=="center";return q.left-r.left+(m?(q.width-r.width-(parseFloat(getComputedStyle(x).scrollMarginLeft)||0))/2:0)}
function at(c){var s=strip(c),t=s.getAttribute("data-to"),r,b=0,e=1/0;if(t)return+t;r=s.getBoundingClientRect();
slides(c).forEach(function(x,i){var a=Math.abs(off(c,x,r));if(a<e){e=a;b=i}});return b}
function go(c,i){var s=strip(c),n=slides(c);i=(i+n.length)%n.length;s.setAttribute("data-to",i);
s.scrollTo({left:s.scrollLeft+off(c,n[i],s.getBoundingClientRect()),behavior:M&&M.matches?"auto":"smooth"});
c.querySelectorAll("[data-go]").forEach(function(b){var g=b.getAttribute("data-go");if(g>=0)g==i?b.setAttribute("aria-current","true"):b.removeAttribute("aria-current")})}
function rotate(c,b){var p=b.getAttribute("data-playing")!="true",l=b.getAttribute("aria-label");
b.setAttribute("aria-label",b.getAttribute("data-flip"));b.setAttribute("data-flip",l);b.setAttribute("data-playing",p);
c.setAttribute("data-choice",p?"play":"pause");clearInterval(c.t);
if(p)c.t=setInterval(function(){if(live(c))clearInterval(c.t);else go(c,at(c)+1)},+c.getAttribute("data-delay"))}
function tab(c,t){c.querySelectorAll("[role=tab]").forEach(function(x){var y=x==t,z=y?"active":"inactive",p=d.getElementById(x.getAttribute("aria-controls"));
x.setAttribute("aria-selected",y);x.setAttribute("data-state",z);if(p)p.setAttribute("data-state",z)})}
function find(e,s){var t=e.target,c;t=t.closest&&t.closest(s);c=t&&t.closest("[data-carousel],[data-room-tabs]");return c&&!live(c)&&[t,c]}
w.addEventListener("click",function(e){var f=find(e,"[data-go],[data-rotate],[role=tab]"),t,c,g;if(!f)return;t=f[0];c=f[1];e.stopPropagation();
if(t.getAttribute("role")=="tab")return tab(c,t);if(t.hasAttribute("data-rotate"))return rotate(c,t);
g=t.getAttribute("data-go");go(c,g=="next"?at(c)+1:g=="prev"?at(c)-1:+g)},true);
w.addEventListener("keydown",function(e){var k=e.key,i={ArrowLeft:-1,ArrowRight:1,Home:0,End:0}[k],f=i!=null&&find(e,"[data-carousel],[role=tab]"),t,c,n;if(!f)return;
t=f[0];c=f[1];if(t.getAttribute("role")!="tab"){if(!i)return;e.stopPropagation();e.preventDefault();return go(c,at(c)+i)}
e.stopPropagation();e.preventDefault();n=[].slice.call(c.querySelectorAll("[role=tab]"));t=n[k=="Home"?0:k=="End"?n.length-1:(n.indexOf(t)+i+n.length)%n.length];t.focus();tab(c,t)},true);
function mine(e){var s=e.target.closest&&e.target.closest("[data-carousel-strip]");if(s)s.removeAttribute("data-to")}
w.addEventListener("pointerdown",mine,true);w.addEventListener("wheel",mine,{capture:true,passive:true})
})(window,document)`.replace(/\n/g, '');

/** Whether a page has a control the script serves. */
function needsEarlyInput(html) {
  return /\bdata-(?:carousel|room-tabs)=/.test(html);
}

/** Puts the script first in <head>'s body of scripts: right after the viewport meta. */
function injectEarlyInput(html) {
  if (!needsEarlyInput(html)) return html;
  const viewport = /<meta name="viewport"[^>]*\/>/;
  if (!viewport.test(html)) throw new Error('injectEarlyInput: no viewport meta to follow');
  return html.replace(viewport, (m) => `${m}<script>${EARLY_INPUT}</script>`);
}

module.exports = { EARLY_INPUT, needsEarlyInput, injectEarlyInput };
