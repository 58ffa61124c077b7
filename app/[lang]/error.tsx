'use client';

// Every other language's boundary is the default one: it takes its words from the layout around it.
export { default } from '../(root)/error';
