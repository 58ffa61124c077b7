// Types for compile-hints.cjs, so the TypeScript unit tests can import it.
export const HINT: string;
export function withCompileHint(js: string): string;
