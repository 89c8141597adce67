import { Transform } from 'node:stream';
import { STYLE_PLACEHOLDER } from '~/ui/stitches.config';

/** React writes ~2 kB at a time; sending 64 kB pieces costs fewer writes (and fewer compressor flushes). */
const PIECE_BYTES = 64 * 1024;

/**
 * Passes the document through, replacing the style placeholder (in <head>, so within the first chunks) with the
 * sheet. Only the few bytes that could hold half a placeholder are held back between chunks.
 */
export function withStyleSheet(css: string, placeholder = STYLE_PLACEHOLDER): Transform {
  const marker = Buffer.from(placeholder);
  let head: Buffer | null = Buffer.alloc(0);
  let pieces: Buffer[] = [];
  let size = 0;
  const send = (stream: Transform, chunk: Buffer) => {
    pieces.push(chunk);
    size += chunk.length;
    if (size < PIECE_BYTES) return;
    stream.push(Buffer.concat(pieces, size));
    pieces = [];
    size = 0;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) {
        send(this, chunk);
        callback();
        return;
      }
      const text = head.length > 0 ? Buffer.concat([head, chunk]) : chunk;
      const at = text.indexOf(marker);
      if (at >= 0) {
        head = null;
        send(this, text.subarray(0, at));
        send(this, Buffer.from(css));
        send(this, text.subarray(at + marker.length));
      } else {
        const keep = Math.max(0, text.length - (marker.length - 1));
        head = Buffer.from(text.subarray(keep));
        send(this, text.subarray(0, keep));
      }
      callback();
    },
    flush(callback) {
      if (head) pieces.push(head);
      callback(null, pieces.length > 0 ? Buffer.concat(pieces) : undefined);
    },
  });
}
