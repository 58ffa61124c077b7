/**
 * Carries the section being read into the other edition's address when the language switch is
 * tapped, so the visitor lands where they were. A plain inline script in <head>, listening on the
 * document: it works from the first paint, before (and without) the framework's scripts, and the
 * link itself stays an ordinary link to the twin page. The section is the last one whose top has
 * passed under the sticky navbar (the page's scroll padding); the editions share their anchors.
 */
export const languageSwitchScript =
  '(function(d){d.addEventListener("click",function(e){' +
  'var a=e.target.closest&&e.target.closest("a[data-lang-switch]"),l,id;' +
  'if(!a||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;' +
  'l=parseFloat(getComputedStyle(d.documentElement).scrollPaddingTop)||0;' +
  'd.querySelectorAll("main section[id]").forEach(function(s){' +
  'if(s.getBoundingClientRect().top<=l+1)id=s.id});' +
  'id=id||location.hash.slice(1);if(id)a.hash=id},true)})(document)';
