import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { inPieces } from '../../app/server/document-stream.server';

// entry.server streams React's output through inPieces: fewer, larger writes, and not one byte of the document
// changed, whichever way React cut it.

async function streamed(document: string, chunkBytes: number, pieceBytes: number) {
  const bytes = Buffer.from(document);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkBytes) chunks.push(bytes.subarray(at, at + chunkBytes));
  const pieces: Buffer[] = [];
  const out = Readable.from(chunks).pipe(inPieces(pieceBytes));
  out.on('data', (piece: Buffer) => pieces.push(piece));
  return { body: await text(out), pieces };
}

describe('given a rendered document', () => {
  const body = Array.from({ length: 2_000 }, (_, i) => `<article>Trésor n°${i} ⚔️</article>`).join('');
  const document = `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

  it.each([1, 3, 7, 16, 2_048, 1_000_000])('keeps every byte, in chunks of %i bytes', async (chunkBytes) => {
    expect((await streamed(document, chunkBytes, 64 * 1024)).body).toBe(document);
  });

  it('sends React’s 2 kB chunks as 16 kB pieces, the last one with the rest', async () => {
    const { pieces } = await streamed(document, 2_048, 16 * 1024);
    expect(pieces.slice(0, -1).every((piece) => piece.length >= 16 * 1024)).toBe(true);
    expect(pieces.length).toBe(Math.ceil(Buffer.byteLength(document) / (16 * 1024)));
  });
});
