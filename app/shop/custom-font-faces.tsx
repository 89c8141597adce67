import type { Font } from '../../schemas/enums';
import { useNonce } from '~/lib/nonce';
import { customFontFaceCss } from '~/ui/fonts';

/** @font-face rules for the publisher's own commercial font files, in a style element that carries the CSP nonce. */
export function CustomFontFaces({ files }: { files: Partial<Record<Font, string>> }) {
  const nonce = useNonce();
  const rules = Object.entries(files)
    .map(([font, url]) => (url ? customFontFaceCss(font as Font, url) : null))
    .filter((rule): rule is string => rule !== null);
  if (rules.length === 0) return null;
  return <style nonce={nonce} dangerouslySetInnerHTML={{ __html: rules.join('\n') }} />;
}
