// Types for houses.mjs, shared by lib/ and the availability step.

/** 'content/houses' */
export const HOUSES_DIR: string;
/** 'Open for Stays' */
export const OPEN_FOR_STAYS: string;
/** The houses' ids: the folders of content/houses/ holding a house.yaml, checked as addresses. */
export function houseIds(root?: string): string[];
/** The folder name of the one house open for stays; none or several throws, naming them. */
export function stayHouseId(root?: string): string;
/** 'content/houses/<id>/<file>' for the house open for stays. */
export function stayHouseFile(file: string, root?: string): string;
/** 'houses/<id>/<name>', as the words loader names a file of the house open for stays. */
export function stayHouseWords(name: string, root?: string): string;
