import type { IncomingMessage } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * How much of a refused upload's body is read and thrown away before the answer: a browser
 * sends the whole body before it reads an answer, and a connection closed under it while it
 * sends reads as a reset ("connection was reset"), never as the 413 it was given. Past this the
 * client is not a browser uploading one file, and the connection is closed instead.
 */
export const DISCARD_MAX_BYTES = 100 * 1024 * 1024;

/**
 * Reads the rest of a request body nobody will read, up to DISCARD_MAX_BYTES, before the
 * answer goes out. A body declared or found larger than that is left unread and the answer
 * closes the connection.
 */
export async function discardUnreadBody(raw: IncomingMessage, reply: FastifyReply): Promise<void> {
  // `complete` is a socket's; a body already read to its end (a JSON one, an injected one) has
  // ended without it, and waiting for its end again would wait forever.
  if (raw.complete || raw.readableEnded || raw.destroyed) return;
  if (Number(raw.headers['content-length']) > DISCARD_MAX_BYTES) {
    reply.header('connection', 'close');
    return;
  }
  // The multipart parser may still be attached; from here on nothing but this reads the body.
  raw.unpipe();
  await new Promise<void>((resolve) => {
    let discarded = 0;
    const done = () => {
      raw.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > DISCARD_MAX_BYTES) {
        raw.pause();
        reply.header('connection', 'close');
        done();
      }
    };
    raw.on('data', onData).once('end', done).once('close', done).once('error', done);
    raw.resume();
  });
}
