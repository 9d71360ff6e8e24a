import { connection } from 'next/server';

/** Trivially dynamic: `connection()` opts out of prerendering, so every request renders on the server. */
export default async function DynamicPage() {
  await connection();
  return (
    <main>
      <h1>Baseline</h1>
      <p>Rendered at {new Date().toISOString()}</p>
    </main>
  );
}
