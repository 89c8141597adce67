import { describe, expect, it } from 'vitest';
import { detectInstallerPlatform } from '~/lib/installer-platform';

// Which installer the DOWNLOAD page recommends (docs/decisions/058): the client hint first, then the user agent.

const WINDOWS_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('detecting the installer platform', () => {
  it('reads the client hint first, whatever the user agent says', () => {
    expect(detectInstallerPlatform('"macOS"', WINDOWS_UA)).toBe('MAC');
    expect(detectInstallerPlatform('"Windows"', MAC_UA)).toBe('WINDOWS');
    expect(detectInstallerPlatform('"Linux"', WINDOWS_UA)).toBeNull();
  });

  it('falls back to the user agent without a hint', () => {
    expect(detectInstallerPlatform(null, WINDOWS_UA)).toBe('WINDOWS');
    expect(detectInstallerPlatform(null, MAC_UA)).toBe('MAC');
    expect(detectInstallerPlatform('', MAC_UA)).toBe('MAC');
  });

  it('recommends nothing for a phone or an unknown system', () => {
    expect(detectInstallerPlatform(null, IPHONE_UA)).toBeNull();
    expect(detectInstallerPlatform(null, 'curl/8.5.0')).toBeNull();
    expect(detectInstallerPlatform(null, null)).toBeNull();
  });
});
