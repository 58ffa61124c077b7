/**
 * Styles for visitors without JavaScript, placed in a <noscript> in the document head (a <style>
 * is not allowed inside <noscript> in the body). The room tabs cannot switch there, so every room
 * shows one after another and the tablist hides; the carousels' buttons could not move their
 * strips (a finger or the scrollbar still does), so they hide; the stay request's form never
 * arrives, so the height reserved for it collapses.
 */
export const noScriptCss =
  '[data-room-panel][hidden],[data-room-panel][data-state=inactive]{display:block!important}[data-room-tablist],[data-carousel-controls]{display:none!important}[data-stay-slot]{min-height:0!important}';
