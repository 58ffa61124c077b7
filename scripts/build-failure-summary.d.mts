// Types for build-failure-summary.mjs, so the TypeScript unit tests can import it.

export function contentErrors(log: string): { file: string; fields: string[] }[];
export function summary(log: string): string;
