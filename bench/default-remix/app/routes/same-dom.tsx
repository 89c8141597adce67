import { readFileSync } from 'node:fs';
import { createElement, type ReactNode } from 'react';

// The same document as Gamefront's bench page, element for element (bench/comparable-cards.ts pageDocument):
// bench/ssr.ts writes it to BENCH_DOCUMENT_FILE. Its loader answers Gamefront's loader data, so the page also ships
// the same hydration data. What this route costs is what Gamefront's markup costs in plain React and Remix.
type DocumentNode = string | [tag: string, props: Record<string, unknown>, children: DocumentNode[]];
interface PageDocument {
  body: DocumentNode[];
  loaderData: unknown;
}

let page: PageDocument | null = null;

export function loader() {
  page ??= JSON.parse(readFileSync(process.env.BENCH_DOCUMENT_FILE!, 'utf8')) as PageDocument;
  return page.loaderData;
}

function render(node: DocumentNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, children] = node;
  return createElement(tag, { ...props, key }, ...(children.length > 0 ? [children.map(render)] : []));
}

// Server-rendered only (the bench never runs the page's scripts): the document is read by the loader above.
export default function SameDocument() {
  return <>{page?.body.map(render)}</>;
}
