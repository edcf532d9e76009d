// For unit tests: a stand-in for the browser's EventSource whose events the test fires. Install it
// with vi.stubGlobal('EventSource', FakeEventSource) after awaiting eventChecksReady (the event
// schemas load before a stream opens), and empty `opened` after each test.
export class FakeEventSource extends EventTarget {
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
  /** Fires `type`; with `data`, a message event carrying it as JSON (a string is sent as it is). */
  emit(type: string, data?: unknown) {
    if (data === undefined) {
      this.dispatchEvent(new Event(type));
      return;
    }
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.dispatchEvent(new MessageEvent(type, { data: text }));
  }
  /** The server ended the stream: the browser gives up on it and says so. */
  end() {
    this.readyState = FakeEventSource.CLOSED;
    this.emit('error');
  }
}
