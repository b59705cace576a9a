// The ceiling for a prerendered page: a bare node:http server answering every request with the very bytes the app
// sent (same file, same encoding), held in memory. Run as its own process so, like the app, it gets its own core.
// Usage: node static-server.mjs <body file> <content-type> <content-encoding>; prints its port.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, contentType, contentEncoding] = process.argv.slice(2);
const body = readFileSync(file);
const headers = {
  'content-type': contentType,
  'content-length': body.length,
  'cache-control': 'no-cache',
  vary: 'Accept-Encoding',
  ...(contentEncoding ? { 'content-encoding': contentEncoding } : {}),
};

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
