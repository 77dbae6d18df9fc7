import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TIMING } from '@ir/domain';
import {
  createIdleTimer,
  createTabChannel,
  listenForActivity,
  type IdleClock,
  type TabChannel,
  type TabMessage,
} from './idle-timer.ts';

const MINUTE = 60_000;
const TIMEOUT = SESSION_TIMING.idleTimeoutMs;
const THROTTLE = SESSION_TIMING.activityThrottleMs;

/** A clock whose time only moves when the test says so, firing timeouts that come due. */
function fakeClock(): IdleClock & { advance(ms: number): void; pending(): number } {
  let now = 1_700_000_000_000;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= end)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].callback();
      }
      now = end;
    },
    pending: () => timers.size,
  };
}

/** Channels joined like the tabs of one browser: a message reaches every other member. */
function fakeBus() {
  const members = new Set<(message: TabMessage) => void>();
  const sent: TabMessage[] = [];
  const join = (): TabChannel => {
    const listeners = new Set<(message: TabMessage) => void>();
    const receive = (message: TabMessage) => listeners.forEach((listener) => listener(message));
    members.add(receive);
    return {
      post: (message) => {
        sent.push(message);
        members.forEach((member) => member !== receive && member(message));
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => members.delete(receive),
    };
  };
  return { join, sent };
}

function tab(clock: IdleClock, channel: TabChannel) {
  const onIdle = vi.fn();
  const onSignedOutElsewhere = vi.fn();
  const timer = createIdleTimer({
    timeoutMs: TIMEOUT,
    throttleMs: THROTTLE,
    clock,
    channel,
    onIdle,
    onSignedOutElsewhere,
  });
  return { timer, onIdle, onSignedOutElsewhere };
}

describe('idle timer', () => {
  it('expires 60 minutes after it starts, not a moment before', () => {
    const clock = fakeClock();
    const bus = fakeBus();
    const { timer, onIdle } = tab(clock, bus.join());
    timer.start();
    clock.advance(TIMEOUT - 1);
    expect(onIdle).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onIdle).toHaveBeenCalledExactlyOnceWith({ initiator: true });
    expect(bus.sent).toEqual([{ type: 'idle' }]);
    clock.advance(2 * TIMEOUT);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('moves the deadline with every activity', () => {
    const clock = fakeClock();
    const { timer, onIdle } = tab(clock, fakeBus().join());
    timer.start();
    clock.advance(50 * MINUTE);
    timer.recordActivity();
    clock.advance(50 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    clock.advance(10 * MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('counts activity at most once per 500 ms', () => {
    const clock = fakeClock();
    const bus = fakeBus();
    const { timer, onIdle } = tab(clock, bus.join());
    timer.start();
    timer.recordActivity();
    clock.advance(THROTTLE - 1);
    // Inside the throttle window: neither broadcast nor moving the deadline.
    timer.recordActivity();
    expect(bus.sent).toEqual([{ type: 'activity' }]);
    clock.advance(TIMEOUT - (THROTTLE - 1));
    expect(onIdle).toHaveBeenCalledOnce();

    timer.start();
    timer.recordActivity();
    expect(bus.sent.filter((m) => m.type === 'activity')).toHaveLength(2);
  });

  it('does nothing once stopped', () => {
    const clock = fakeClock();
    const bus = fakeBus();
    const { timer, onIdle } = tab(clock, bus.join());
    timer.start();
    timer.stop();
    timer.recordActivity();
    clock.advance(2 * TIMEOUT);
    expect(onIdle).not.toHaveBeenCalled();
    expect(bus.sent).toEqual([]);
    expect(clock.pending()).toBe(0);
  });

  it('expires on time even when its timeout fires late (sleep, background throttling)', () => {
    let now = 0;
    let fire: (() => void) | undefined;
    const clock: IdleClock = {
      now: () => now,
      setTimeout: (callback) => {
        fire = callback;
        return 1;
      },
      clearTimeout: () => {},
    };
    const { timer, onIdle } = tab(clock, fakeBus().join());
    timer.start();
    now = 3 * TIMEOUT;
    fire?.();
    expect(onIdle).toHaveBeenCalledOnce();
  });
});

describe('idle timer across tabs', () => {
  it('keeps every tab alive while the user is active in one', () => {
    const clock = fakeClock();
    const bus = fakeBus();
    const a = tab(clock, bus.join());
    const b = tab(clock, bus.join());
    a.timer.start();
    b.timer.start();
    for (let i = 0; i < 5; i++) {
      clock.advance(40 * MINUTE);
      a.timer.recordActivity();
    }
    expect(a.onIdle).not.toHaveBeenCalled();
    expect(b.onIdle).not.toHaveBeenCalled();
  });

  it('signs every tab out when the shared deadline passes; only one ends the session', () => {
    const clock = fakeClock();
    const bus = fakeBus();
    const a = tab(clock, bus.join());
    const b = tab(clock, bus.join());
    b.timer.start();
    clock.advance(10 * MINUTE);
    a.timer.start();
    clock.advance(50 * MINUTE);
    expect(b.onIdle).toHaveBeenCalledExactlyOnceWith({ initiator: true });
    expect(a.onIdle).toHaveBeenCalledExactlyOnceWith({ initiator: false });
    clock.advance(TIMEOUT);
    expect(a.onIdle).toHaveBeenCalledOnce();
  });

  it('follows a sign-out in another tab', () => {
    const clock = fakeClock();
    const bus = fakeBus();
    const a = tab(clock, bus.join());
    const b = tab(clock, bus.join());
    a.timer.start();
    b.timer.start();
    a.timer.announceSignOut();
    expect(b.onSignedOutElsewhere).toHaveBeenCalledOnce();
    expect(a.onSignedOutElsewhere).not.toHaveBeenCalled();
    clock.advance(2 * TIMEOUT);
    expect(a.onIdle).not.toHaveBeenCalled();
    expect(b.onIdle).not.toHaveBeenCalled();
  });

  it('ignores other tabs while signed out', () => {
    const clock = fakeClock();
    const bus = fakeBus();
    const a = tab(clock, bus.join());
    const b = tab(clock, bus.join());
    a.timer.start();
    a.timer.announceSignOut();
    expect(b.onSignedOutElsewhere).not.toHaveBeenCalled();
  });

  it('stops listening once disposed', () => {
    const clock = fakeClock();
    const bus = fakeBus();
    const a = tab(clock, bus.join());
    const b = tab(clock, bus.join());
    a.timer.start();
    b.timer.start();
    b.timer.dispose();
    a.timer.announceSignOut();
    expect(b.onSignedOutElsewhere).not.toHaveBeenCalled();
  });
});

describe('activity for the session poll', () => {
  it('reports activity once, then nothing until there is more', () => {
    const clock = fakeClock();
    const { timer } = tab(clock, fakeBus().join());
    timer.start();
    expect(timer.takeActivity()).toBe(false);
    timer.recordActivity();
    expect(timer.takeActivity()).toBe(true);
    expect(timer.takeActivity()).toBe(false);
    clock.advance(THROTTLE);
    timer.recordActivity();
    expect(timer.takeActivity()).toBe(true);
  });
});

describe('tab channel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('carries messages between tabs over BroadcastChannel', async () => {
    const a = createTabChannel('test-bc');
    const b = createTabChannel('test-bc');
    const received = new Promise<TabMessage>((resolve) => b.subscribe(resolve));
    a.post({ type: 'signout' });
    await expect(received).resolves.toEqual({ type: 'signout' });
    a.close();
    b.close();
  });

  it('falls back to storage events without BroadcastChannel, ignoring foreign data', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const channel = createTabChannel('test-storage');
    const listener = vi.fn();
    channel.subscribe(listener);

    channel.post({ type: 'activity' });
    const written = localStorage.getItem('test-storage');
    expect(JSON.parse(written ?? '{}')).toMatchObject({ message: { type: 'activity' } });
    // The browser fires storage events in the other tabs only; play one arriving here.
    window.dispatchEvent(new StorageEvent('storage', { key: 'test-storage', newValue: written }));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'test-storage',
        newValue: JSON.stringify({ message: { type: 'reboot' } }),
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'test-storage', newValue: '{' }));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'other',
        newValue: JSON.stringify({ message: { type: 'idle' } }),
      }),
    );
    expect(listener).toHaveBeenCalledExactlyOnceWith({ type: 'activity' });

    channel.close();
    window.dispatchEvent(new StorageEvent('storage', { key: 'test-storage', newValue: written }));
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('activity events', () => {
  it.each(['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'focus'])(
    'counts %s, including from elements that do not bubble it',
    (type) => {
      const onActivity = vi.fn();
      const stop = listenForActivity(window, onActivity);
      const element = document.createElement('div');
      document.body.append(element);
      element.dispatchEvent(new Event(type, { bubbles: false }));
      expect(onActivity).toHaveBeenCalledOnce();
      stop();
      element.dispatchEvent(new Event(type));
      expect(onActivity).toHaveBeenCalledOnce();
      element.remove();
    },
  );
});

describe('idle warning (WCAG 2.2.1)', () => {
  const WARN = SESSION_TIMING.idleWarningMs;

  function warnedTab(clock: IdleClock, channel: TabChannel) {
    const onIdle = vi.fn();
    const onWarn = vi.fn();
    const onWarnEnd = vi.fn();
    const timer = createIdleTimer({
      timeoutMs: TIMEOUT,
      throttleMs: THROTTLE,
      warnBeforeMs: WARN,
      clock,
      channel,
      onIdle,
      onWarn,
      onWarnEnd,
      onSignedOutElsewhere: vi.fn(),
    });
    return { timer, onIdle, onWarn, onWarnEnd };
  }

  it('warns at 58 minutes, then still signs out at 60', () => {
    expect(TIMEOUT - WARN).toBe(58 * MINUTE);
    const clock = fakeClock();
    const { timer, onIdle, onWarn } = warnedTab(clock, fakeBus().join());
    timer.start();
    clock.advance(TIMEOUT - WARN - 1);
    expect(onWarn).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onWarn).toHaveBeenCalledOnce();
    expect(onIdle).not.toHaveBeenCalled();
    clock.advance(WARN - 1);
    expect(onIdle).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onIdle).toHaveBeenCalledExactlyOnceWith({ initiator: true });
    expect(onWarn).toHaveBeenCalledOnce();
  });

  it('once warned, only an answer moves the deadline, not the pointer or the focus', () => {
    const clock = fakeClock();
    const bus = fakeBus();
    const { timer, onIdle, onWarnEnd } = warnedTab(clock, bus.join());
    timer.start();
    clock.advance(TIMEOUT - WARN);
    timer.recordActivity();
    expect(bus.sent).toEqual([]);
    expect(timer.takeActivity()).toBe(false);
    clock.advance(WARN);
    expect(onWarnEnd).not.toHaveBeenCalled();
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('staying signed in gives another 60 minutes, in every tab, and warns again before them', () => {
    const clock = fakeClock();
    const bus = fakeBus();
    const a = warnedTab(clock, bus.join());
    const b = warnedTab(clock, bus.join());
    a.timer.start();
    b.timer.start();
    clock.advance(TIMEOUT - WARN);
    expect(a.onWarn).toHaveBeenCalledOnce();
    expect(b.onWarn).toHaveBeenCalledOnce();

    a.timer.extend();
    expect(a.onWarnEnd).toHaveBeenCalledOnce();
    expect(b.onWarnEnd).toHaveBeenCalledOnce();
    expect(bus.sent).toEqual([{ type: 'activity' }]);
    expect(a.timer.takeActivity()).toBe(true);

    clock.advance(TIMEOUT - WARN - 1);
    expect(a.onWarn).toHaveBeenCalledOnce();
    clock.advance(1);
    expect(a.onWarn).toHaveBeenCalledTimes(2);
    expect(b.onWarn).toHaveBeenCalledTimes(2);
    expect(a.onIdle).not.toHaveBeenCalled();
    clock.advance(WARN);
    expect(a.onIdle).toHaveBeenCalledOnce();
  });

  it('activity before the warning keeps putting it off', () => {
    const clock = fakeClock();
    const { timer, onWarn } = warnedTab(clock, fakeBus().join());
    timer.start();
    clock.advance(TIMEOUT - WARN - MINUTE);
    timer.recordActivity();
    clock.advance(TIMEOUT - WARN - 1);
    expect(onWarn).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onWarn).toHaveBeenCalledOnce();
  });
});
