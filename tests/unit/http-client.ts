/** A tiny HTTP client for the server tests: the raw bytes, the decoded body, and when each chunk arrived. */
import { request, type IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  body: Buffer;
  /** When each raw chunk arrived, in ms after the request was sent. */
  arrivals: number[];
}

export function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      const arrivals: number[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        arrivals.push(Date.now() - started);
      });
      res.on('error', reject);
      res.on('close', () => {
        if (!res.complete) reject(new Error('the response was cut off'));
      });
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body =
          encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, body, arrivals });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
