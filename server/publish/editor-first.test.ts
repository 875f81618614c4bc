import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { editorFirst } from './editor-first';

describe('editorFirst', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the turn at once when no editor request is in flight', async () => {
    const editors = editorFirst(1_000);
    let turned = false;
    void editors.turn().then(() => (turned = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(turned).toBe(true);
  });

  it('holds the turn until every request in flight has finished', async () => {
    const editors = editorFirst(1_000);
    let finishFirst!: () => void;
    let finishSecond!: () => void;
    const first = editors.during(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = editors.during(() => new Promise<void>((resolve) => (finishSecond = resolve)));
    let turned = false;
    void editors.turn().then(() => (turned = true));
    await vi.advanceTimersByTimeAsync(500);
    finishFirst();
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(turned).toBe(false);
    finishSecond();
    await second;
    await vi.advanceTimersByTimeAsync(0);
    expect(turned).toBe(true);
  });

  it('gives the turn after the longest wait even while requests go on, and a failed request ends its hold', async () => {
    const editors = editorFirst(1_000);
    void editors.during(() => new Promise<void>(() => undefined));
    let turned = false;
    void editors.turn().then(() => (turned = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(turned).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(turned).toBe(true);

    const other = editorFirst(1_000);
    await expect(other.during(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    let next = false;
    void other.turn().then(() => (next = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(next).toBe(true);
  });
});
