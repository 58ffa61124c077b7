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
 * The transform that shows slide `index` where embla will place it (its first slide's place for
 * 'start', the frame's middle for 'center'), measured on the strip as it is now: the island holds
 * the slides there from its first frame until embla takes over, so a strip caught halfway
 * through a scroll never shows the slide it left.
 */
export function heldOffset(strip: HTMLElement, index: number, align: 'start' | 'center'): number {
  const slides = strip.querySelectorAll('[data-slide]');
  const target = slides[index]?.getBoundingClientRect();
  const first = slides[0]?.getBoundingClientRect();
  if (!target || !first) return 0;
  if (align === 'start') return first.left - target.left;
  const frame = strip.getBoundingClientRect();
  return frame.left + frame.width / 2 - (target.left + strip.scrollLeft + target.width / 2);
}
