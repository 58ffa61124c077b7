// Types for subset-fonts.mjs, so the TypeScript unit tests can read its character sets.
export const CHARACTERS: string;
export const HINDI_CHARACTERS: string;
export const HINDI_UNICODE_RANGE: string;
export const FACES: {
  file: string;
  from: string;
  characters?: string;
  axes?: Record<string, number | { min: number; max: number }>;
  noHinting?: boolean;
}[];
