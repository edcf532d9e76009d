// Learns the exact SQL a request runs, for the database ceiling: a TCP proxy between one server
// process and PostgreSQL that reads the frontend protocol (Parse, Bind, Query messages) and
// records each statement with its parameters. The measured servers never go through it.
import { connect, createServer } from 'node:net';

/** @typedef {{ text: string, values: (string | null)[] }} Statement */

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

/** A NUL-terminated string at `at`; gives the text and where the next field starts. */
function cstring(/** @type {Buffer} */ body, /** @type {number} */ at) {
  const end = body.indexOf(0, at);
  return { text: body.toString('utf8', at, end), next: end + 1 };
}

/**
 * @param {{ host: string, port: number }} upstream PostgreSQL
 * @returns {Promise<{ port: number, take(): Statement[], mark(): void, close(): Promise<void> }>}
 */
export async function startSqlCapture(upstream) {
  /** @type {Statement[]} */
  let recorded = [];
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();

  const server = createServer((client) => {
    const database = connect(upstream.port, upstream.host);
    sockets.add(client);
    sockets.add(database);
    database.pipe(client);
    /** @type {Map<string, string>} prepared statements of this connection, by name */
    const prepared = new Map();
    let startup = true;
    let pending = Buffer.alloc(0);
    let broken = false;

    const handle = (/** @type {number} */ type, /** @type {Buffer} */ body) => {
      if (type === 0x50 /* P: Parse */) {
        const name = cstring(body, 0);
        prepared.set(name.text, cstring(body, name.next).text);
      } else if (type === 0x42 /* B: Bind */) {
        const portal = cstring(body, 0);
        const statement = cstring(body, portal.next);
        let at = statement.next;
        const formatCount = body.readInt16BE(at);
        at += 2;
        const formats = [];
        for (let i = 0; i < formatCount; i += 1, at += 2) formats.push(body.readInt16BE(at));
        const valueCount = body.readInt16BE(at);
        at += 2;
        /** @type {(string | null)[]} */
        const values = [];
        for (let i = 0; i < valueCount; i += 1) {
          const length = body.readInt32BE(at);
          at += 4;
          if (length < 0) {
            values.push(null);
            continue;
          }
          const format = formats.length === 1 ? formats[0] : (formats[i] ?? 0);
          if (format !== 0) throw new Error('binary parameters are not replayed');
          values.push(body.toString('utf8', at, at + length));
          at += length;
        }
        const text = prepared.get(statement.text);
        if (text !== undefined) recorded.push({ text, values });
      } else if (type === 0x51 /* Q: simple query */) {
        recorded.push({ text: cstring(body, 0).text, values: [] });
      }
    };

    client.on('data', (chunk) => {
      database.write(chunk);
      if (broken) return;
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      try {
        for (;;) {
          if (startup) {
            if (pending.length < 8) break;
            const length = pending.readInt32BE(0);
            if (pending.length < length) break;
            const code = pending.readInt32BE(4);
            pending = pending.subarray(length);
            if (code !== SSL_REQUEST && code !== GSS_REQUEST) startup = false;
            continue;
          }
          if (pending.length < 5) break;
          const length = pending.readInt32BE(1);
          if (pending.length < length + 1) break;
          handle(pending[0] ?? 0, pending.subarray(5, length + 1));
          pending = pending.subarray(length + 1);
        }
      } catch {
        // A message we cannot read (TLS, binary parameters): stop reading, keep proxying.
        broken = true;
      }
    });
    const close = () => {
      client.destroy();
      database.destroy();
      sockets.delete(client);
      sockets.delete(database);
    };
    client.on('close', close);
    database.on('close', close);
    client.on('error', close);
    database.on('error', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('capture proxy has no port');
  return {
    port: address.port,
    mark() {
      recorded = [];
    },
    take() {
      const taken = recorded;
      recorded = [];
      return taken;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
