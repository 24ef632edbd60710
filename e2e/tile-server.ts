import http from 'node:http';
import zlib from 'node:zlib';

/**
 * Map tiles for the journeys, standing in for OpenStreetMap's tile server (the machines running
 * the tests have no internet): every `/{z}/{x}/{y}.png` is a 256 px PNG, pale with a grid, so a
 * drawn map is visible in screenshots. `/count` says how many tiles were asked for.
 */
const port = Number(process.env.TILE_PORT);
if (!port) throw new Error('TILE_PORT must be set');

const TILE_SIZE = 256;

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An RGB PNG: a pale green ground with a darker line every 32 px. */
function gridTile(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < TILE_SIZE; y += 1) {
    const row = Buffer.alloc(1 + TILE_SIZE * 3); // filter byte 0, then pixels
    for (let x = 0; x < TILE_SIZE; x += 1) {
      const line = x % 32 === 0 || y % 32 === 0;
      row.set(line ? [200, 214, 196] : [236, 242, 232], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const tile = gridTile();
let served = 0;

const server = http.createServer((request, response) => {
  if (request.url === '/count') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ served }));
    return;
  }
  if (/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
    served += 1;
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(tile);
    return;
  }
  response.writeHead(404).end();
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
