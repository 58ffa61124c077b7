/**
 * The chat link every button uses: wa.me with the number's digits and an optional prefilled text.
 * Free of content validation code, so client islands can build links without shipping zod.
 */
export function chatLink(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  if (!digits) throw new Error(`chatLink: "${number}" has no digits`);
  const base = `https://wa.me/${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
