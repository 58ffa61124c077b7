'use client';

// The Hindi pages' boundary is the English one: it takes its words from the layout around it.
export { default } from '../(en)/error';
