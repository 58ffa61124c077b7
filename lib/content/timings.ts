/**
 * Timing and layout constants the site's behaviour is specified with. Free of zod and of other
 * content, so client islands (the tooltip, the carousels) can read them without shipping either.
 */
export const timings = {
  contactSendDelayMs: 1500,
  /** A delivery that has not answered by then is reported as not sent. */
  contactSendTimeoutMs: 15_000,
  autoplay: { featured: 4000, philosophy: 3500, commitments: 4000 },
  featuredImageCount: 12,
  anchorOffsetPx: 80,
  maxLifeExperiences: 5,
  tooltip: { delayMs: 700, skipDelayMs: 300, sideOffset: 4 },
} as const;
