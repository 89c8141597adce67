import type { ReactNode } from 'react';

/**
 * A release's notes as the publisher wrote them in plain text: blank lines separate paragraphs, lines starting with
 * "- " are list items. Never HTML: the game backend's text is shown as text.
 */
export function ReleaseNotes({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
  return (
    <>
      {blocks.map((lines, index) => {
        const items = lines.filter((line) => line.startsWith('- '));
        const prose = lines.filter((line) => !line.startsWith('- '));
        const parts: ReactNode[] = [];
        if (prose.length > 0) parts.push(<p key="p">{prose.join(' ')}</p>);
        if (items.length > 0)
          parts.push(
            <ul key="ul">
              {items.map((item, at) => (
                <li key={at}>{item.slice(2)}</li>
              ))}
            </ul>,
          );
        return <div key={index}>{parts}</div>;
      })}
    </>
  );
}
