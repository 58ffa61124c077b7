/**
 * The slide a visitor left the plain HTML strip on before the island mounted: the one the page's
 * early script was scrolling to (`data-to` on the strip, set by a tap on an arrow or a dot), else
 * the one a swipe left in place (nearest the frame's start, or its middle for centred slides).
 */
export function earlySlide(strip: HTMLElement, align: 'start' | 'center'): number {
  const slides = strip.querySelectorAll('[data-slide]');
  const to = Number(strip.dataset.to ?? NaN);
  if (Number.isInteger(to) && to >= 0 && to < slides.length) return to;
  const frame = strip.getBoundingClientRect();
  let best = 0;
  let distance = Infinity;
  slides.forEach((slide, i) => {
    const box = slide.getBoundingClientRect();
    const centred = align === 'center' ? (box.width - frame.width) / 2 : 0;
    const d = Math.abs(box.left - frame.left + centred);
    if (d < distance) {
      best = i;
      distance = d;
    }
  });
  return best;
}

/**
 * The transform that shows slide `index` where embla will place it: its start at the track's
 * start for 'start', its middle at the track's middle for 'center'. Measured on the strip as the
 * live island lays it out, not scrolled and not transformed: the island holds the slides there
 * from its first frame until embla takes over with the same transform, so nothing moves.
 */
export function heldOffset(strip: HTMLElement, index: number, align: 'start' | 'center'): number {
  const target = strip.querySelectorAll('[data-slide]')[index]?.getBoundingClientRect();
  if (!target) return 0;
  // Embla aligns against its track (the strip's first child, one gap wider than the strip).
  const frame = (strip.firstElementChild ?? strip).getBoundingClientRect();
  if (align === 'start') return frame.left - target.left;
  return frame.left + frame.width / 2 - (target.left + target.width / 2);
}
