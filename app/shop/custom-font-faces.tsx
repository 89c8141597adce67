import { useNonce } from '~/lib/nonce';

/**
 * @font-face rules for the publisher's own commercial font files (built and checked by the loader), in a style
 * element that carries the CSP nonce.
 */
export function CustomFontFaces({ rules }: { rules: readonly string[] }) {
  const nonce = useNonce();
  if (rules.length === 0) return null;
  return <style nonce={nonce} dangerouslySetInnerHTML={{ __html: rules.join('\n') }} />;
}
