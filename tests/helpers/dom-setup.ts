import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Component tests opt into a DOM with `// @vitest-environment happy-dom`; unmount what they rendered.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
