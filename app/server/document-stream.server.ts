import { Transform } from 'node:stream';

/** React writes ~2 kB at a time; sending 64 kB pieces costs fewer writes (and fewer compressor flushes). */
const PIECE_BYTES = 64 * 1024;

/**
 * Passes the rendered document through unchanged, gathered into pieces of up to 64 kB. The styles are a static,
 * cached sheet the document links to (docs/decisions/028), so nothing is inlined here.
 */
export function inPieces(pieceBytes = PIECE_BYTES): Transform {
  let pieces: Buffer[] = [];
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pieces.push(chunk);
      size += chunk.length;
      if (size >= pieceBytes) {
        this.push(Buffer.concat(pieces, size));
        pieces = [];
        size = 0;
      }
      callback();
    },
    flush(callback) {
      callback(null, pieces.length > 0 ? Buffer.concat(pieces, size) : undefined);
    },
  });
}
