import { createRequire } from 'node:module';
import path from 'node:path';
import { Suspense } from 'react';
import * as developmentServer from 'react-dom/server';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { documentCollector } from '../../app/server/document-stream.server';

// entry.server pipes React's finished render into documentCollector and sends what it collects as the page: the
// page React renders, byte for byte, whatever its size. Both of React's Node renderers are patched
// (docs/decisions/059): React 18 cut a character that met the end of its 2 kB view and sent the view's empty last
// bytes as NUL characters ("°" here meets one), and the production build now joins its chunks as strings. Vitest
// loads the development build; the production build, which the server runs, is loaded by its path.
const requireFromHere = createRequire(import.meta.url);
const productionServer = requireFromHere(
  path.join(
    path.dirname(requireFromHere.resolve('react-dom/package.json')),
    'cjs/react-dom-server.node.production.min.js',
  ),
) as typeof developmentServer;

function Page({ articles }: { articles: number }) {
  return (
    <main>
      {Array.from({ length: articles }, (_, i) => (
        <article key={i} data-title={`"Trésor" <${i}>`}>
          Trésor n°{i} ⚔️ <b>{'x'.repeat(i % 3000)}</b>
          <Suspense fallback={null}>
            <span>中文 💀 {i}</span>
          </Suspense>
        </article>
      ))}
    </main>
  );
}

function collected(server: typeof developmentServer, articles: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = server.renderToPipeableStream(<Page articles={articles} />, {
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
  describe.each([
    ['production', productionServer],
    ['development', developmentServer],
  ])('by React’s %s server renderer', (_build, server) => {
    it.each([0, 1, 40, 2_000])('is the page React renders, for a page of %i articles', async (articles) => {
      const document = await collected(server, articles);
      expect(document.includes('\u0000')).toBe(false);
      expect(document).toBe(renderToString(<Page articles={articles} />));
    });

    it('is ended once: React does not take the finished stream for an aborted one and end it again', async () => {
      const ends: Array<Error | null> = [];
      await new Promise<void>((resolve, reject) => {
        const { pipe } = server.renderToPipeableStream(<Page articles={3} />, {
          onAllReady() {
            const { destination, body } = documentCollector();
            const end = destination.end.bind(destination);
            // Node's Writable answers a second end with an error, made whether or not anyone listens.
            destination.end = ((...args: Parameters<typeof end>) => {
              ends.push(destination.writableEnded ? new Error('ended twice') : null);
              return end(...args);
            }) as typeof destination.end;
            body.then(() => setImmediate(resolve), reject);
            pipe(destination);
          },
          onShellError: reject,
        });
      });
      expect(ends).toEqual([null]);
    });
  });
});
