/** Static: prerendered at build time, so this is the cheapest page Next.js can serve. */
export default function StaticPage() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>A static page.</p>
    </main>
  );
}
