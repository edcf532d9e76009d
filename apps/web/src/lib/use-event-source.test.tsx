import { renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/event-source';
import {
  eventChecksReady,
  EventShapeError,
  EVENTS_RETRY_MAX_MS,
  EVENTS_RETRY_MS,
  useEventSource,
} from './use-event-source';

beforeAll(() => eventChecksReady);

/** Stands in for the browser's EventSource: the test fires its events and ends it. */
const latest = () => FakeEventSource.opened.at(-1)!;

function renderStream(url: string | null = '/api/me/events') {
  const onNotification = vi.fn();
  const onReopen = vi.fn();
  const hook = renderHook(
    ({ streamUrl }) =>
      useEventSource(streamUrl, { events: { notification: onNotification }, onReopen }),
    { initialProps: { streamUrl: url } },
  );
  return { hook, onNotification, onReopen };
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
    const { onNotification } = renderStream();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().url).toBe('/api/me/events');
    latest().emit('notification', { type: 'created' });
    latest().emit('funding', { type: 'funding' });
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(onNotification).toHaveBeenCalledWith({ type: 'created' });
  });

  it('reports in tests an event that breaks its schema, naming the field, and hands it on to nobody', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onNotification } = renderStream();
    latest().emit('notification', { type: 'arrived' });
    latest().emit('notification', 'not json');
    expect(onNotification).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledTimes(2);
    const [first] = report.mock.calls[0]!;
    expect(first).toBeInstanceOf(EventShapeError);
    expect((first as Error).message).toMatch(
      /^The notification event does not match its schema: type: /,
    );
    expect((report.mock.calls[1]![0] as Error).message).toBe(
      'The notification event does not match its schema: (the data): not JSON',
    );
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
    const { onNotification } = renderStream();
    latest().end();
    vi.advanceTimersByTime(2_000);
    latest().emit('notification', { type: 'read' });
    expect(onNotification).toHaveBeenCalledTimes(1);
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
