import { serialiseJsonLd, type JsonLdObject } from '@/lib/structured-data';

/** Structured data for search engines, rendered on the server. The builders live in lib/structured-data.ts. */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />;
}
