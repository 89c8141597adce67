import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  createHistory,
  HISTORY_LIMIT,
  historyShortcut,
  record,
  redo,
  seal,
  undo,
} from '~/studio/editor/edit-history';

describe('edit history', () => {
  it('undoes and redoes single steps in order', () => {
    let history = createHistory('a');
    history = record(history, 'b');
    history = record(history, 'c');
    expect(canUndo(history)).toBe(true);
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(history);
    history = redo(history);
    expect(history.present).toBe('c');
    expect(canRedo(history)).toBe(false);
    expect(redo(history)).toBe(history);
  });

  it('counts a colour drag (many changes in one open group) as one step', () => {
    let history = createHistory('#000000');
    for (const colour of ['#111111', '#222222', '#333333', '#444444']) {
      history = record(history, colour, 'drag:theme.primaryColor');
    }
    history = seal(history);
    expect(history.past).toEqual(['#000000']);
    history = undo(history);
    expect(history.present).toBe('#000000');
  });

  it('starts a new step after the gesture is sealed, even for the same field', () => {
    let history = createHistory(1);
    history = record(history, 2, 'theme.borderRadius');
    history = seal(history);
    history = record(history, 3, 'theme.borderRadius');
    expect(history.past).toEqual([1, 2]);
  });

  it('starts a new step when another field changes', () => {
    let history = createHistory('x');
    history = record(history, 'y', 'name');
    history = record(history, 'z', 'description');
    expect(history.past).toEqual(['x', 'y']);
  });

  it('drops redo when a new change follows an undo', () => {
    let history = createHistory(0);
    history = record(history, 1);
    history = record(history, 2);
    history = undo(history);
    history = record(history, 5);
    expect(canRedo(history)).toBe(false);
    expect(history.past).toEqual([0, 1]);
  });

  it('does not merge a change into a step that undo has closed', () => {
    let history = createHistory('a');
    history = record(history, 'b', 'g');
    history = undo(history);
    history = record(history, 'c', 'g');
    expect(history.past).toEqual(['a']);
    expect(history.present).toBe('c');
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    let history = createHistory(0);
    for (let step = 1; step <= HISTORY_LIMIT + 50; step += 1) history = record(history, step);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(50);
  });
});

describe('historyShortcut', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });

  it('maps Ctrl+Z and Cmd+Z to undo, with Shift to redo', () => {
    expect(historyShortcut(key('z', { ctrlKey: true }))).toBe('undo');
    expect(historyShortcut(key('z', { metaKey: true }))).toBe('undo');
    expect(historyShortcut(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(historyShortcut(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(historyShortcut(key('y', { ctrlKey: true }))).toBe('redo');
  });

  it('ignores plain keys and Alt combinations', () => {
    expect(historyShortcut(key('z'))).toBeNull();
    expect(historyShortcut(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyShortcut(key('a', { ctrlKey: true }))).toBeNull();
  });
});
