import type { InstallerPlatform } from '../../schemas/enums';

// Which installer a visitor's computer takes (docs/decisions/058-launcher-releases.md): the client hint
// Sec-CH-UA-Platform when the browser sends it (Chromium does, unasked), else the user agent. Null for a system no
// installer runs on (Linux, phones): the page then lists both without recommending one.

const hintPlatforms: Record<string, InstallerPlatform> = { windows: 'WINDOWS', macos: 'MAC' };

export function detectInstallerPlatform(
  platformHint: string | null,
  userAgent: string | null,
): InstallerPlatform | null {
  // The hint is a structured-header string: `"Windows"`, `"macOS"`, `"Linux"`.
  const hint = platformHint?.trim().replace(/^"|"$/g, '').toLowerCase();
  if (hint) return hintPlatforms[hint] ?? null;
  const agent = userAgent ?? '';
  if (/iPhone|iPad|iPod|Android/i.test(agent)) return null;
  if (/Windows NT|Win64|Windows/i.test(agent)) return 'WINDOWS';
  if (/Macintosh|Mac OS X/i.test(agent)) return 'MAC';
  return null;
}

export const installerPlatformNames: Record<InstallerPlatform, string> = { WINDOWS: 'Windows', MAC: 'macOS' };

const sizeFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** An installer's size as download pages show it, in decimal units: `148.9 MB`, `2.1 GB`. */
export function formatInstallerSize(bytes: number): string {
  return bytes >= 1e9 ? `${sizeFormat.format(bytes / 1e9)} GB` : `${sizeFormat.format(bytes / 1e6)} MB`;
}
