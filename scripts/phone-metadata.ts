/**
 * Writes lib/phone-metadata.json: libphonenumber-js's "min" metadata cut down to the five countries we serve, so
 * formatting a number (lib/phone-format.ts) ships about 1 KB of metadata to the browser instead of 20 KB.
 * Run after upgrading libphonenumber-js: `node --import tsx scripts/phone-metadata.ts` (a unit test fails until then).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import full from 'libphonenumber-js/metadata.min.json';
import { phoneMetadataOf } from '@/lib/phone-metadata-slice';

const target = path.join(import.meta.dirname, '..', 'lib', 'phone-metadata.json');
writeFileSync(target, `${JSON.stringify(phoneMetadataOf(full))}\n`);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
