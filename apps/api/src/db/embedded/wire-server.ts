import net from 'node:net';

/** What the server needs of PGlite: one backend that runs raw protocol messages one at a time. */
export type RawBackend = {
  execProtocolRawStream(
    message: Uint8Array,
    options: { onRawData: (data: Uint8Array) => void },
  ): Promise<void>;
};

/**
 * Runs messages and answers the backend's output bytes. The streaming call, not
 * `execProtocolRaw`: PGlite 0.5 also parses `execProtocolRaw`'s output into message objects
 * that it keeps until its next `execProtocol`, which the wire server never calls, so every row
 * ever answered stayed on the database process's heap (+25 MB over ~800 cart additions).
 * The streamed chunks are views of WebAssembly memory: copied before the next call reuses it.
 */
async function execute(backend: RawBackend, message: Uint8Array): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await backend.execProtocolRawStream(message, { onRawData: (data) => chunks.push(Buffer.from(data)) });
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
}

const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const PROTOCOL_3 = 196_608;

type Connection = {
  socket: net.Socket;
  buffer: Buffer;
  started: boolean;
  /** Messages of an extended query not yet ended by Sync or Flush. */
  pending: Buffer[];
  /** Channels this connection LISTENs on (notifications are routed to it). */
  channels: Set<string>;
  closed: boolean;
};

type Batch = { connection: Connection; messages: Buffer[] };

/**
 * A PostgreSQL wire-protocol server in front of PGlite, so the shop reaches its embedded
 * database through the `pg` driver exactly as it reaches a server (decision 018).
 *
 * PGlite has one backend session; several client connections share it safely because:
 * - a connection's messages run as whole batches (up to Sync, Flush or a simple Query), so
 *   another connection's Parse/Bind never lands between them;
 * - while a connection is inside a transaction (ReadyForQuery status T or E) or in the
 *   middle of an extended query, only its batches run; the others queue;
 * - a connection that goes away inside a transaction is rolled back;
 * - PGlite emits a NOTIFY's NotificationResponse in the output of the committing query:
 *   it is taken out there and sent to each connection that LISTENs on the channel.
 * Session settings (SET, session advisory locks) are shared by all connections: the shop
 * uses neither across connections (its advisory locks are taken and released by one).
 */
export function createWireServer(backend: RawBackend): net.Server {
  const queue: Batch[] = [];
  const connections = new Set<Connection>();
  /** The connection that has the backend to itself (transaction or unfinished extended query). */
  let owner: Connection | null = null;
  let running = false;

  const release = async (connection: Connection) => {
    connection.closed = true;
    connections.delete(connection);
    for (let i = queue.length - 1; i >= 0; i -= 1)
      if (queue[i]?.connection === connection) queue.splice(i, 1);
    if (owner === connection) {
      // Wait for a batch in progress, then undo what the vanished client left open.
      queue.unshift({ connection, messages: [SYNC, ROLLBACK] });
      void pump();
    }
  };

  const pump = async () => {
    if (running) return;
    running = true;
    try {
      for (;;) {
        const index = owner ? queue.findIndex((b) => b.connection === owner) : 0;
        const batch = index >= 0 ? queue.splice(index, 1)[0] : undefined;
        if (!batch) break;
        const { connection } = batch;
        const output = await execute(
          backend,
          batch.messages.length === 1 ? (batch.messages[0] as Buffer) : Buffer.concat(batch.messages),
        );
        const { forClient, notifications, status } = splitOutput(output);
        if (connection.closed && status !== 'I') {
          // Its client left while this batch ran: undo what it left open before anyone else runs.
          await execute(backend, SYNC);
          await execute(backend, ROLLBACK);
        }
        // Idle gives the backend back; a transaction or a Flush mid-query (no ReadyForQuery) keeps it.
        // A vanished client has just been rolled back: nobody may stay stuck behind it.
        owner = connection.closed || status === 'I' ? null : connection;
        if (!connection.closed && forClient.length > 0) connection.socket.write(forClient);
        for (const notification of notifications) {
          for (const other of connections) {
            if (other.channels.has(notification.channel)) other.socket.write(notification.message);
          }
        }
      }
    } finally {
      running = false;
    }
  };

  const onData = (connection: Connection, data: Buffer) => {
    connection.buffer = connection.buffer.length > 0 ? Buffer.concat([connection.buffer, data]) : data;
    for (;;) {
      const buffer = connection.buffer;
      if (!connection.started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        const message = buffer.subarray(0, length);
        connection.buffer = buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          connection.socket.write('N');
        } else if (code === PROTOCOL_3) {
          connection.started = true;
          queue.push({ connection, messages: [Buffer.from(message)] });
        } else {
          // CancelRequest (no backend to signal) or an unknown protocol: nothing to answer.
          connection.socket.end();
          return;
        }
        continue;
      }
      if (buffer.length < 5) break;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) break;
      const type = String.fromCharCode(buffer[0] ?? 0);
      const message = Buffer.from(buffer.subarray(0, length));
      connection.buffer = buffer.subarray(length);
      if (type === 'X') {
        connection.socket.end();
        return;
      }
      if (type === 'Q') trackListen(connection, message);
      connection.pending.push(message);
      if (type === 'Q' || type === 'S' || type === 'H') {
        queue.push({ connection, messages: connection.pending });
        connection.pending = [];
      }
    }
    void pump();
  };

  return net.createServer((socket) => {
    socket.setNoDelay(true);
    const connection: Connection = {
      socket,
      buffer: Buffer.alloc(0),
      started: false,
      pending: [],
      channels: new Set(),
      closed: false,
    };
    connections.add(connection);
    socket.on('data', (data) => onData(connection, data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => void release(connection));
  });
}

const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);
const ROLLBACK = simpleQuery('ROLLBACK');

function simpleQuery(text: string): Buffer {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('Q', 0, 'latin1');
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

const LISTEN = /^\s*(UN)?LISTEN\s+(\*|"((?:[^"]|"")+)"|([A-Za-z_][\w$]*))\s*;?\s*$/i;

/** Follows `LISTEN name` / `UNLISTEN name|*` sent as a simple query (as pg's client.query does). */
function trackListen(connection: Connection, message: Buffer): void {
  const text = message.toString('utf8', 5, message.length - 1);
  const match = LISTEN.exec(text);
  if (!match) return;
  const channel = match[3]?.replaceAll('""', '"') ?? match[4]?.toLowerCase() ?? '*';
  if (!match[1]) connection.channels.add(channel);
  else if (channel === '*') connection.channels.clear();
  else connection.channels.delete(channel);
}

type Notification = { channel: string; message: Buffer };

/** Takes NotificationResponse messages out of a backend's output and reads its last ReadyForQuery status. */
export function splitOutput(output: Buffer): {
  forClient: Buffer;
  notifications: Notification[];
  status: string | null;
} {
  const keep: Buffer[] = [];
  const notifications: Notification[] = [];
  let status: string | null = null;
  let offset = 0;
  while (offset + 5 <= output.length) {
    const type = output[offset];
    const end = offset + 1 + output.readInt32BE(offset + 1);
    const message = output.subarray(offset, end);
    if (type === 0x41 /* A */) {
      const channelEnd = message.indexOf(0, 9);
      notifications.push({ channel: message.toString('utf8', 9, channelEnd), message: Buffer.from(message) });
    } else {
      if (type === 0x5a /* Z */) status = String.fromCharCode(message[5] ?? 0);
      keep.push(message);
    }
    offset = end;
  }
  return { forClient: notifications.length > 0 ? Buffer.concat(keep) : output, notifications, status };
}
