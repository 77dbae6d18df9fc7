import type { LookupFunction } from 'node:net';
import { assertOutsideTransaction } from '../../db/transaction-scope.ts';
import type { ResolvedAddress } from './webhook-target.ts';

/** A receiver that has not answered in this long has failed the attempt. */
export const POST_TIMEOUT_MS = 10_000;
/** Of the receiver's answer only this much is read: only its status matters. */
const MAX_ANSWER_BYTES = 4096;

export interface PostOutcome {
  /** The HTTP status, or null when there was no answer. */
  status: number | null;
  /** What went wrong, for the delivery log; absent on a 2xx. */
  error?: string;
}

/**
 * POSTs one event to `url`, connecting to `address` (already checked) whatever the name
 * resolves to now; TLS still verifies the certificate against the URL's host name. Redirects
 * are not followed (a 3xx is a failure), the answer's body is read no further than a few KB,
 * and the whole exchange is bounded by POST_TIMEOUT_MS.
 */
export function postWebhook(
  url: URL,
  address: ResolvedAddress,
  body: string,
  headers: Record<string, string>,
  timeoutMs = POST_TIMEOUT_MS,
): Promise<PostOutcome> {
  assertOutsideTransaction('a webhook POST');
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
  // Not imported: an ESM import of node:http builds its module facade, whose getters load
  // undici (tens of milliseconds of every start).
  const client = process.getBuiltinModule(url.protocol === 'https:' ? 'node:https' : 'node:http');
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        const done = () => {
          request.destroy();
          finish(
            status >= 200 && status < 300
              ? { status }
              : {
                  status,
                  error: status >= 300 && status < 400 ? 'redirect not followed' : `HTTP ${status}`,
                },
          );
        };
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read >= MAX_ANSWER_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ status: null, error: `no answer within ${timeoutMs / 1000} s` });
    }, timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) => {
      finish({ status: null, error: err.code ? `${err.code}: ${err.message}` : err.message });
    });
    request.end(body);
  });
}
