// Prints the gzip size of the JavaScript a visitor downloads before `/` renders:
// the entry script plus every chunk index.html preloads (lazy pages excluded).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../dist');
let html;
try {
  html = readFileSync(resolve(dist, 'index.html'), 'utf8');
} catch {
  console.error('dist/index.html not found: run `npm run build` first');
  process.exit(1);
}
const urls = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
let raw = 0;
let gzip = 0;
for (const url of new Set(urls)) {
  const bytes = readFileSync(resolve(dist, `.${url}`));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
  console.log(`${url}  ${(bytes.length / 1024).toFixed(1)} kB`);
}
console.log(`initial JS for /: ${(raw / 1024).toFixed(1)} kB raw, ${(gzip / 1024).toFixed(1)} kB gzip (${urls.length} file(s))`);
