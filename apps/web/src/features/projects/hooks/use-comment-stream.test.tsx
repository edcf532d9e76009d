import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentsQueryKey } from '../api/list-comments';
import { testProviders, testWallet } from '../testing/test-providers';
import { useCommentStream } from './use-comment-stream';

const PROJECT_ID = '4f6c2a52-6a49-4d4c-9f3e-0b8f3c1b2a11';

/** Stands in for the browser's EventSource: the test fires its events. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
  emit(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

function renderStream() {
  vi.stubGlobal('EventSource', FakeEventSource);
  const { wrapper, queryClient } = testProviders(testWallet());
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const hook = renderHook(() => useCommentStream(PROJECT_ID), { wrapper });
  const source = FakeEventSource.last!;
  const refetches = () =>
    invalidate.mock.calls.filter(
      ([filters]) =>
        JSON.stringify(filters?.queryKey) === JSON.stringify(commentsQueryKey(PROJECT_ID)),
    ).length;
  return { hook, source, refetches };
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
});

describe('useCommentStream', () => {
  it("listens to the project's comment stream", () => {
    const { source } = renderStream();
    expect(source.url).toBe(`/api/projects/${PROJECT_ID}/comments/stream`);
  });

  it('refetches the comments on every comment event', () => {
    const { source, refetches } = renderStream();
    source.emit('open');
    expect(refetches()).toBe(0);
    source.emit('comment');
    source.emit('comment');
    expect(refetches()).toBe(2);
  });

  it('refetches once the browser has reconnected after a drop', () => {
    const { source, refetches } = renderStream();
    source.emit('open');
    source.emit('error');
    expect(refetches()).toBe(0);
    source.emit('open');
    expect(refetches()).toBe(1);
    source.emit('open');
    expect(refetches()).toBe(1);
  });

  it('closes the stream when the page goes away', () => {
    const { hook, source } = renderStream();
    hook.unmount();
    expect(source.closed).toBe(true);
  });
});
