import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_RETRY_MAX_MS, EVENTS_RETRY_MS, useEventSource } from './use-event-source';

/** Stands in for the browser's EventSource: the test fires its events and ends it. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data?: string) {
    this.dispatchEvent(data === undefined ? new Event(type) : new MessageEvent(type, { data }));
  }
  /** The server ended the stream: the browser gives up on it and says so. */
  end() {
    this.readyState = FakeEventSource.CLOSED;
    this.emit('error');
  }
}

const latest = () => FakeEventSource.opened.at(-1)!;

function renderStream(url: string | null = '/api/me/events') {
  const onPing = vi.fn();
  const onReopen = vi.fn();
  const hook = renderHook(
    ({ streamUrl }) => useEventSource(streamUrl, { events: { ping: onPing }, onReopen }),
    { initialProps: { streamUrl: url } },
  );
  return { hook, onPing, onReopen };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeEventSource.opened = [];
});

describe('useEventSource', () => {
  it('opens one stream on the URL and hands each named event its data', () => {
    const { onPing } = renderStream();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().url).toBe('/api/me/events');
    latest().emit('ping', '{"type":"created"}');
    latest().emit('other', '{}');
    expect(onPing).toHaveBeenCalledTimes(1);
    expect(onPing).toHaveBeenCalledWith('{"type":"created"}');
  });

  it('opens nothing without a URL', () => {
    renderStream(null);
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('tells the caller when the stream opened again after a drop, not on its first opening', () => {
    const { onReopen } = renderStream();
    latest().emit('open');
    expect(onReopen).not.toHaveBeenCalled();
    latest().emit('error');
    latest().emit('open');
    expect(onReopen).toHaveBeenCalledTimes(1);
    latest().emit('open');
    expect(onReopen).toHaveBeenCalledTimes(1);
  });

  it('leaves a dropped stream to the browser while it reconnects by itself', () => {
    renderStream();
    latest().emit('error');
    vi.advanceTimersByTime(EVENTS_RETRY_MAX_MS);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().closed).toBe(false);
  });

  it('opens a stream the server ended again after pauses that grow up to the cap', () => {
    renderStream();
    const pauses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const ended = latest();
      ended.end();
      expect(ended.closed).toBe(true);
      const before = FakeEventSource.opened.length;
      let waited = 0;
      while (FakeEventSource.opened.length === before) {
        vi.advanceTimersByTime(1_000);
        waited += 1_000;
      }
      pauses.push(waited);
    }
    expect(pauses).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    expect(EVENTS_RETRY_MS).toBe(2_000);
  });

  it('starts again from the first pause once a stream opened, and refetches then', () => {
    const { onReopen } = renderStream();
    latest().end();
    vi.advanceTimersByTime(2_000);
    latest().end();
    vi.advanceTimersByTime(4_000);
    expect(FakeEventSource.opened).toHaveLength(3);
    latest().emit('open');
    expect(onReopen).toHaveBeenCalledTimes(1);
    latest().end();
    vi.advanceTimersByTime(1_999);
    expect(FakeEventSource.opened).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(4);
  });

  it('hands the events of a reopened stream to the handlers', () => {
    const { onPing } = renderStream();
    latest().end();
    vi.advanceTimersByTime(2_000);
    latest().emit('ping', '{}');
    expect(onPing).toHaveBeenCalledTimes(1);
  });

  it('closes the stream when the component goes away, and opens no other', () => {
    const { hook } = renderStream();
    const source = latest();
    source.end();
    hook.unmount();
    vi.advanceTimersByTime(EVENTS_RETRY_MAX_MS);
    expect(source.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('closes the stream when the URL changes and opens the new one', () => {
    const { hook } = renderStream('/api/projects/a/events');
    const first = latest();
    hook.rerender({ streamUrl: '/api/projects/b/events' });
    expect(first.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(latest().url).toBe('/api/projects/b/events');
    hook.rerender({ streamUrl: null });
    expect(latest().closed).toBe(true);
  });
});
