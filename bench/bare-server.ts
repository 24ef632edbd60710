import fs from 'node:fs';
import http from 'node:http';

/** The baseline: a bare node:http server sending the given bytes as JSON, nothing else. */
const [bodyPath, port] = process.argv.slice(2);
if (!bodyPath || !port) throw new Error('usage: node bare-server.ts BODY_FILE PORT');
const body = fs.readFileSync(bodyPath);
http
  .createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1');
