// Fetches a page from the app exactly as a browser would (raw bytes, not decoded) and serves those bytes from a
// bare node:http child process, so the page row and its baseline send the same response body.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

/** The raw response of GET `url`: status, headers and undecoded body. */
export function fetchRaw(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Starts the bare server on a copy of `page`; returns its URL and a `stop()`. */
export async function startStaticBaseline(page, tempDir) {
  const file = join(tempDir, 'page.body');
  writeFileSync(file, page.body);
  const args = [join(import.meta.dirname, 'static-server.mjs'), file, page.headers['content-type'], page.headers['content-encoding'] ?? ''];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the static baseline server exited with ${code}`)));
    child.stdout.once('data', (data) => resolve(Number(String(data).trim())));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))),
  };
}
