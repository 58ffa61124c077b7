/**
 * When an auto-rotating carousel may advance. Kept pure so the rules (WCAG 2.2.2 and the
 * WAI-ARIA carousel pattern) are unit-tested apart from embla and the DOM.
 */
export type RotationChoice = 'play' | 'pause' | null;

export type RotationInputs = {
  /** What the visitor chose with the pause/play control; null until they touch it. */
  choice: RotationChoice;
  /** prefers-reduced-motion: reduce. */
  reducedMotion: boolean;
  /** A mouse pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is somewhere inside the carousel. */
  keyboardFocus: boolean;
  /** The carousel is on screen (a hidden or scrolled-away carousel has no reason to run). */
  visible: boolean;
};

/** What the pause/play control shows: reduced motion means no rotation unless asked for. */
export function wantsRotation(choice: RotationChoice, reducedMotion: boolean): boolean {
  return choice === null ? !reducedMotion : choice === 'play';
}

export function shouldRotate(s: RotationInputs): boolean {
  return wantsRotation(s.choice, s.reducedMotion) && !s.hovered && !s.keyboardFocus && s.visible;
}
