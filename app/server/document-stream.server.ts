import { Writable } from 'node:stream';

/**
 * Where React writes a finished document: entry.server pipes into it only after `onAllReady`, when React writes the
 * whole page at once, in pieces it never reuses (up to 16k characters each from our patched production renderer,
 * 2 kB views from the development one). They are kept as they come and joined once into the response body
 * (docs/decisions/059): no transform step per piece, no bridge from a Node stream to a web stream.
 */
export function documentCollector(): { destination: Writable; body: Promise<Uint8Array<ArrayBuffer>> } {
  const views: Uint8Array[] = [];
  let size = 0;
  const destination = new Writable({
    // No 'close' after 'finish': React's pipe() treats a close as an abort and ends the finished stream a second
    // time, which makes (and drops) an error on every page.
    emitClose: false,
    write(chunk: Uint8Array, _encoding, callback) {
      views.push(chunk);
      size += chunk.byteLength;
      callback();
    },
  });
  const body = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    destination.once('error', reject);
    destination.once('finish', () => {
      const joined = new Uint8Array(size);
      let at = 0;
      for (const view of views) {
        joined.set(view, at);
        at += view.byteLength;
      }
      resolve(joined);
    });
  });
  return { destination, body };
}
