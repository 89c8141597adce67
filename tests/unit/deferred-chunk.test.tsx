// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferredChunk, useChunkOnDemand, type ChunkWarmUp } from '~/lib/deferred-chunk';

/** A chunk whose import is counted and finishes when the test says so. */
function countedChunk() {
  let imports = 0;
  let arrive: (module: { label: string }) => void = () => undefined;
  const chunk = deferredChunk(() => {
    imports += 1;
    return new Promise<{ label: string }>((resolve) => (arrive = resolve));
  });
  return { chunk, imports: () => imports, arrive: (label: string) => arrive({ label }) };
}

/** A control like the header's "Sign in": warms on pointer over, asks on press, shows the module once it has it. */
function Control({ chunk, warmUp }: { chunk: ReturnType<typeof countedChunk>['chunk']; warmUp: ChunkWarmUp }) {
  const { module, request, warm } = useChunkOnDemand(chunk, { warmUp });
  return (
    <button type="button" onPointerEnter={warm} onClick={request}>
      {module ? module.label : 'placeholder'}
    </button>
  );
}

// The browser's idle callbacks, run when the test says the browser is idle (happy-dom has none of its own).
type IdleWindow = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
let idleCallbacks = new Map<number, () => void>();
beforeEach(() => {
  idleCallbacks = new Map();
  let next = 0;
  Object.assign(window as IdleWindow, {
    requestIdleCallback: (callback: () => void) => {
      next += 1;
      idleCallbacks.set(next, callback);
      return next;
    },
    cancelIdleCallback: (handle: number) => idleCallbacks.delete(handle),
  });
});

function browserGoesIdle() {
  act(() => {
    const due = [...idleCallbacks.values()];
    idleCallbacks.clear();
    due.forEach((callback) => callback());
  });
}

describe('a chunk loaded on demand', () => {
  it('with warm-up on idle, is fetched once the browser is idle, before anyone asks', async () => {
    const counted = countedChunk();
    render(<Control chunk={counted.chunk} warmUp="idle" />);
    expect(counted.imports()).toBe(0);
    browserGoesIdle();
    expect(counted.imports()).toBe(1);
  });

  it('with warm-up on intent, waits for a pointer or a press; a press shows the module when it arrives', async () => {
    const counted = countedChunk();
    render(<Control chunk={counted.chunk} warmUp="intent" />);
    browserGoesIdle();
    expect(counted.imports()).toBe(0);

    fireEvent.pointerEnter(screen.getByRole('button'));
    expect(counted.imports()).toBe(1);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('placeholder');
    counted.arrive('Sign in dialog');
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('Sign in dialog'));
    // One import for the warm-up and the press together.
    expect(counted.imports()).toBe(1);
  });
});
