// Types for make-images.mjs, so the TypeScript unit tests can import it.

export const WIDTHS: readonly number[];
export const ASPECTS: Readonly<Record<string, readonly [number, number]>>;
export const PHOTO_EXTS: readonly string[];
export const MAX_PIXELS: number;

export class ImageError extends Error {}

/** The photos chosen in the editor, by slot id (see make-images.mjs). */
export function chosenPhotos(
  contentDir?: string,
  warn?: (message: string) => void,
): Map<string, string>;

export interface ManifestEntry {
  hash: string;
  kind: 'photo' | 'placeholder';
  width: number;
  height: number;
  widths: number[];
  fallbackWidth: number;
  colour: string;
  /** A CSS gradient of the photo's colours, top to bottom: drawn until the photo arrives. */
  wash: string;
  /** Set when the original is narrower than the slot needs. */
  warning?: string;
}

export interface ProcessOptions {
  slotsFile?: string;
  photosDir?: string;
  contentDir?: string;
  outDir?: string;
  manifestFile?: string;
  background?: string;
  pipeline?: string;
  concurrency?: number;
  warn?: (msg: string) => void;
}

export interface ProcessResult {
  manifest: Record<string, ManifestEntry>;
  slots: number;
  photos: number;
  made: number;
  warnings: string[];
  seconds: number;
}

export function slotWidth(aspect: string): number;
export function themeBackground(cssFile?: string): string;
export function validateSlots(slots: unknown, file?: string): void;
export function processImages(options?: ProcessOptions): Promise<ProcessResult>;
