// The focal point of a picture slot (`focus` in content/images.json): which part of the photo
// survives when it is cropped to the slot's aspect ratio. Shared by the image step
// (scripts/make-images.mjs) and the content schema (content/schema.ts), so both accept exactly the
// same values. Types: focus.d.mts.

/** Keywords, each with the fraction of the spare width/height kept to the left/top of the crop. */
export const FOCUS_KEYWORDS = {
  center: { x: 0.5, y: 0.5 },
  top: { x: 0.5, y: 0 },
  bottom: { x: 0.5, y: 1 },
  left: { x: 0, y: 0.5 },
  right: { x: 1, y: 0.5 },
};

export const FOCUS_HINT =
  'must be top, bottom, left, right, center or two percentages such as "50% 30%" (across, then down)';

const PERCENT = /^(\d{1,3}(?:\.\d+)?)%\s+(\d{1,3}(?:\.\d+)?)%$/;

/**
 * Parses a focus value; null when it is not one. Percentages work like CSS `object-position`:
 * "0% 0%" keeps the top-left corner, "100% 100%" the bottom-right, "50% 30%" a point a little
 * above the middle.
 */
export function parseFocus(value) {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (Object.hasOwn(FOCUS_KEYWORDS, text)) {
    return { keyword: text, ...FOCUS_KEYWORDS[text] };
  }
  const m = PERCENT.exec(text);
  if (!m) return null;
  const x = Number(m[1]);
  const y = Number(m[2]);
  if (x > 100 || y > 100) return null;
  return { keyword: null, x: x / 100, y: y / 100 };
}
