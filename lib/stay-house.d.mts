// Types for stay-house.mjs, shared by lib/ and the availability step.

/** 'content/houses' */
export const HOUSES_DIR: string;
/** 'Open for Stays' */
export const OPEN_FOR_STAYS: string;
/** The folder name of the one house open for stays; none or several throws, naming them. */
export function stayHouseId(root?: string): string;
/** 'content/houses/<id>/<file>' for the house open for stays. */
export function stayHouseFile(file: string, root?: string): string;
