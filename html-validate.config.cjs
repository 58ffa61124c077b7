// html-validate over every exported page (`npm run test:html`). The recommended preset, minus the
// rules that only restate how React and Next.js serialise HTML (valid HTML, and not ours to change)
// or that this site handles another way. Everything else stays on.
module.exports = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed (<meta/>, <link/>, <img/>): valid HTML.
    'void-style': 'off',
    // React writes camelCase attribute names (charSet, fetchPriority, noModule): HTML attribute
    // names are case-insensitive.
    'attr-case': 'off',
    // React writes boolean attributes with an empty value (async="", hidden=""): valid HTML.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // useId() ids start with an underscore (_R_…): valid, since HTML ids may hold any
    // non-space characters.
    'valid-id': 'off',
    // The only inline styles are each picture's tiny blurred placeholder, inlined on purpose so
    // it paints before any stylesheet or image arrives (the CSP allows inline styles for it).
    'no-inline-style': 'off',
    // Telephone numbers keep together through CSS (`a[href^="tel:"] { white-space: nowrap }` in
    // app/globals.css) rather than &nbsp; in the owner's content.
    'tel-non-breaking': 'off',
  },
};
