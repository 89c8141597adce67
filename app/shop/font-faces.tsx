import { useNonce } from '~/lib/nonce';

/**
 * The page's @font-face rules (built and checked by the loader): our self-hosted fonts' and the publisher's own
 * commercial font files', in a style element that carries the CSP nonce.
 */
export function FontFaces({ rules }: { rules: readonly string[] }) {
  const nonce = useNonce();
  if (rules.length === 0) return null;
  return <style nonce={nonce} dangerouslySetInnerHTML={{ __html: rules.join('\n') }} />;
}
