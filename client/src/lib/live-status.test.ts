import { createLiveStatus } from './live-status';

describe('live status', () => {
  it('is idle until the socket opens, then connecting, then on once acknowledged', () => {
    const status = createLiveStatus();
    expect(status.get()).toBe('idle');
    status.connecting();
    expect(status.get()).toBe('connecting');
    status.connected();
    expect(status.get()).toBe('on');
  });

  it('is off when an attempt closes before the server acknowledged it (a refused upgrade: 1006), and stays off while it tries again', () => {
    const status = createLiveStatus();
    status.connecting();
    status.closed(1006);
    expect(status.get()).toBe('off');
    status.connecting();
    expect(status.get()).toBe('off');
    status.closed(1006);
    expect(status.get()).toBe('off');
    // The attempt that succeeds turns it on.
    status.connecting();
    status.connected();
    expect(status.get()).toBe('on');
  });

  it('is connecting again when a working socket drops, and idle when it closed after its last subscription', () => {
    const status = createLiveStatus();
    status.connecting();
    status.connected();
    status.closed(1006);
    expect(status.get()).toBe('connecting');
    status.connecting();
    status.connected();
    status.closed(1000);
    expect(status.get()).toBe('idle');
  });

  it('is off when the client gives up (4401, 4403), even though the socket had been acknowledged', () => {
    const status = createLiveStatus();
    status.connecting();
    status.connected();
    status.closed(4403);
    status.gaveUp();
    expect(status.get()).toBe('off');
    // Given up on before the close arrived (an error ends the subscription first): still off.
    status.connecting();
    status.connected();
    status.gaveUp();
    status.closed(4500);
    expect(status.get()).toBe('off');
  });

  it('tells its listeners about each change, once', () => {
    const status = createLiveStatus();
    const listener = jest.fn();
    const stop = status.subscribe(listener);
    status.connecting();
    status.connecting();
    status.connected();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    status.closed(1000);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
