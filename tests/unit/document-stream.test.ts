import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { withStyleSheet } from '../../app/server/document-stream.server';

// entry.server streams React's output through withStyleSheet: the page's style sheet goes where the placeholder is,
// whichever chunks the placeholder falls across, and nothing else in the document changes.

const placeholder = '/*gf-stitches*/';
const css = '.c-card{border-radius:12px}';

async function streamed(document: string, chunkBytes: number): Promise<string> {
  const bytes = Buffer.from(document);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkBytes) chunks.push(bytes.subarray(at, at + chunkBytes));
  return text(Readable.from(chunks).pipe(withStyleSheet(css, placeholder)));
}

describe('given a rendered document with the style placeholder in its head', () => {
  const body = Array.from({ length: 2_000 }, (_, i) => `<article>Trésor n°${i} ⚔️</article>`).join('');
  const document = `<!DOCTYPE html><html><head><style nonce="n">${placeholder}</style></head><body>${body}</body></html>`;
  const expected = document.replace(placeholder, css);

  it.each([1, 3, 7, 16, 2_048, 1_000_000])(
    'inlines the sheet and keeps every other byte, in chunks of %i bytes',
    async (chunkBytes) => {
      expect(await streamed(document, chunkBytes)).toBe(expected);
    },
  );

  it('leaves a later occurrence of the placeholder text (in the page’s content) alone', async () => {
    const twice = `${document}<!-- ${placeholder} -->`;
    expect(await streamed(twice, 5)).toBe(`${expected}<!-- ${placeholder} -->`);
  });
});
