import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY } from '~/ui/toast-store';

describe('given the toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec constants: one toast, 10000 ms on screen, removed 10 s after dismissal', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION).toBe(10_000);
    expect(TOAST_REMOVE_DELAY).toBe(10_000);
  });

  it('adds an open toast with the default variant and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.add({ title: 'Saved' });
    expect(store.getSnapshot()).toEqual([{ id, title: 'Saved', variant: 'default', open: true }]);
    expect(listener).toHaveBeenCalledWith(store.getSnapshot());
  });

  it('updates a toast in place and ignores unknown ids', () => {
    const store = createToastStore();
    const id = store.add({ title: 'Paying…' });
    store.update(id, { title: 'Paid', variant: 'success', description: 'Your items are on the way' });
    expect(store.getSnapshot()).toEqual([
      { id, title: 'Paid', description: 'Your items are on the way', variant: 'success', open: true },
    ]);
    const before = store.getSnapshot();
    store.update('nope', { title: 'x' });
    expect(store.getSnapshot()).toBe(before);
  });

  it('dismisses (closes) a toast and removes it exactly 10 s later, not before', () => {
    const store = createToastStore();
    const id = store.add({ title: 'Hello' });
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('auto-dismisses after 10000 ms, then removes 10 s after that', () => {
    const store = createToastStore();
    store.add({ title: 'Hello' });
    vi.advanceTimersByTime(TOAST_DURATION - 1);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('replaces the visible toast with a new one: only one at a time', () => {
    const store = createToastStore();
    const first = store.add({ title: 'First' });
    const second = store.add({ title: 'Second', variant: 'destructive' });
    expect(store.getSnapshot().map((t) => t.id)).toEqual([second]);
    expect(store.getSnapshot().filter((t) => t.open)).toHaveLength(1);
    // The replaced toast's timers are gone: nothing happens to the new one early.
    vi.advanceTimersByTime(TOAST_DURATION - 1);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id: second, open: true })]);
    expect(first).not.toBe(second);
  });

  it('gives an updated toast its full display time again', () => {
    const store = createToastStore();
    const id = store.add({ title: 'Saving' });
    vi.advanceTimersByTime(6000);
    store.update(id, { title: 'Saved' });
    vi.advanceTimersByTime(TOAST_DURATION - 1);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it('pauses the auto-dismiss while hovered and restarts it on resume', () => {
    const store = createToastStore();
    const id = store.add({ title: 'Hover me' });
    store.pause(id);
    vi.advanceTimersByTime(TOAST_DURATION * 3);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    store.resume(id);
    vi.advanceTimersByTime(TOAST_DURATION);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it('dismisses every toast without an id, and dismissing twice does not restart the removal', () => {
    const store = createToastStore({ limit: 3 });
    store.add({ title: 'a' });
    store.add({ title: 'b' });
    store.dismiss();
    expect(store.getSnapshot().every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(5000);
    store.dismiss();
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.add({ title: 'quiet' });
    expect(listener).not.toHaveBeenCalled();
  });
});
