import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { documentCollector } from '../../app/server/document-stream.server';

// entry.server pipes React's finished render into documentCollector and sends what it collects as the page: the
// page React renders, byte for byte, whatever its size. React 18 cut a character that met the end of its 2 kB view
// and sent the view's empty last bytes as NUL characters (patched, docs/decisions/059): "°" here meets one.

function Page({ articles }: { articles: number }) {
  return (
    <main>
      {Array.from({ length: articles }, (_, i) => (
        <article key={i}>
          Trésor n°{i} ⚔️ <b>{'x'.repeat(i % 3000)}</b>
        </article>
      ))}
    </main>
  );
}

function collected(articles: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<Page articles={articles} />, {
      onAllReady() {
        const { destination, body } = documentCollector();
        body.then((document) => resolve(new TextDecoder().decode(document)), reject);
        pipe(destination);
      },
      onShellError: reject,
    });
  });
}

describe('given a finished render', () => {
  it.each([0, 1, 40, 2_000])('is the page React renders, for a page of %i articles', async (articles) => {
    const document = await collected(articles);
    expect(document.includes('\u0000')).toBe(false);
    expect(document).toBe(renderToString(<Page articles={articles} />));
  });
});
