export default function Page() {
  return (
    <main>
      <h1>Homes that remember</h1>
      <p>
        This page holds nothing but text in a bare layout. It is exported by the same Next.js
        version as the site, so the JavaScript it ships and the time it takes are the floor every
        route of the site is measured against.
      </p>
    </main>
  );
}
