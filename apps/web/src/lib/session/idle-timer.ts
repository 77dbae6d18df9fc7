/** The time source, injectable so tests can move time by hand. */
export interface IdleClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserClock: IdleClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

const TAB_MESSAGE_TYPES = [
  /** The user did something in another tab: the shared idle deadline moves. */
  'activity',
  /** Another tab signed out on purpose: this one follows to /login. */
  'signout',
  /** Another tab reached the idle deadline first and signed out. */
  'idle',
] as const;
export interface TabMessage {
  type: (typeof TAB_MESSAGE_TYPES)[number];
}

/**
 * A message from another tab, or null for anything else. Checked by hand rather than with a
 * zod schema: this runs on every page and zod is kept out of the entry script.
 */
function toTabMessage(data: unknown): TabMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const type = TAB_MESSAGE_TYPES.find((known) => known === (data as { type?: unknown }).type);
  return type ? { type } : null;
}

/** Messages between the tabs of one browser profile on this origin. */
export interface TabChannel {
  post(message: TabMessage): void;
  subscribe(listener: (message: TabMessage) => void): () => void;
  close(): void;
}

export const TAB_CHANNEL_NAME = 'ir-session';

/**
 * BroadcastChannel where the browser has it; otherwise the storage event, which fires in every
 * other tab when one writes localStorage. A nonce makes repeated messages distinct writes.
 */
export function createTabChannel(name: string = TAB_CHANNEL_NAME): TabChannel {
  const listeners = new Set<(message: TabMessage) => void>();
  const deliver = (data: unknown) => {
    // Another tab may run an older or newer build; ignore what this one does not understand.
    const message = toTabMessage(data);
    if (message) for (const listener of listeners) listener(message);
  };
  const subscribe = (listener: (message: TabMessage) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(name);
    channel.onmessage = (event: MessageEvent<unknown>) => deliver(event.data);
    return {
      post: (message) => channel.postMessage(message),
      subscribe,
      close: () => {
        listeners.clear();
        channel.close();
      },
    };
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== name || !event.newValue) return;
    try {
      deliver((JSON.parse(event.newValue) as { message?: unknown }).message);
    } catch {
      // Not ours or truncated; nothing to deliver.
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    post: (message) => {
      try {
        window.localStorage.setItem(
          name,
          JSON.stringify({ message, nonce: `${Date.now()}-${Math.random()}` }),
        );
      } catch {
        // Storage blocked: this tab keeps its own timer, the others keep theirs.
      }
    },
    subscribe,
    close: () => {
      listeners.clear();
      window.removeEventListener('storage', onStorage);
    },
  };
}

export interface IdleTimerOptions {
  timeoutMs: number;
  /** How long before the deadline `onWarn` is called (WCAG 2.2.1); 0 for no warning. */
  warnBeforeMs?: number;
  /**
   * The deadline is `warnBeforeMs` away. From then on this tab's own activity no longer moves
   * it (the warning dialog's focus and the pointer over it are not an answer): only `extend()`,
   * here or in another tab, does.
   */
  onWarn?: () => void;
  /** The deadline moved away again after `onWarn` (extended here or in another tab). */
  onWarnEnd?: () => void;
  /** Activity closer together than this is counted once. */
  throttleMs: number;
  clock: IdleClock;
  channel: TabChannel;
  /**
   * The idle deadline passed. `initiator` is true in the tab whose own deadline passed, which
   * is the one that ends the session on the server; the other tabs just follow.
   */
  onIdle: (event: { initiator: boolean }) => void;
  /** Another tab signed out on purpose. */
  onSignedOutElsewhere: () => void;
}

export interface IdleTimer {
  /** Starts counting from now; activity in this tab or any other moves the deadline. */
  start(): void;
  /** Stops counting and stops following the other tabs. */
  stop(): void;
  /** Reports user activity in this tab: throttled, moves every tab's deadline. */
  recordActivity(): void;
  /** The person asked to stay signed in: moves every tab's deadline, even while warned. */
  extend(): void;
  /** Whether this tab saw activity since the last call; the session poll reports it. */
  takeActivity(): boolean;
  /** Tells the other tabs this one signed out, and stops. */
  announceSignOut(): void;
  /** Stops and detaches from the channel for good. */
  dispose(): void;
}

/**
 * The 60-minute idle timer of SPEC §4/§9, shared by all tabs: a single deadline that any tab's
 * activity moves. It keeps one timeout per tab and, when that fires, checks the deadline again,
 * so moving the deadline costs nothing and a late-firing timer (sleep, background throttling)
 * still expires correctly.
 */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const { timeoutMs, throttleMs, clock, channel } = options;
  const warnBeforeMs = options.warnBeforeMs ?? 0;
  let running = false;
  let deadline = 0;
  let warned = false;
  let handle: unknown = null;
  let lastRecordedAt = Number.NEGATIVE_INFINITY;
  let activeSinceTaken = false;

  const clearTimer = () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  };
  const stop = () => {
    running = false;
    warned = false;
    clearTimer();
  };
  const check = () => {
    handle = null;
    if (!running) return;
    const remaining = deadline - clock.now();
    if (remaining <= 0) {
      stop();
      channel.post({ type: 'idle' });
      options.onIdle({ initiator: true });
      return;
    }
    if (!warned && warnBeforeMs > 0 && remaining <= warnBeforeMs) {
      warned = true;
      options.onWarn?.();
    }
    handle = clock.setTimeout(check, warned ? remaining : remaining - warnBeforeMs);
  };
  /** A new deadline from now; ends a warning and re-arms the timeout if the warning was due. */
  const moveDeadline = () => {
    deadline = clock.now() + timeoutMs;
    if (!warned) return;
    warned = false;
    clearTimer();
    handle = clock.setTimeout(check, timeoutMs - warnBeforeMs);
    options.onWarnEnd?.();
  };

  const unsubscribe = channel.subscribe((message) => {
    if (!running) return;
    if (message.type === 'activity') {
      moveDeadline();
    } else if (message.type === 'idle') {
      stop();
      options.onIdle({ initiator: false });
    } else {
      stop();
      options.onSignedOutElsewhere();
    }
  });

  return {
    start() {
      running = true;
      warned = false;
      deadline = clock.now() + timeoutMs;
      clearTimer();
      handle = clock.setTimeout(check, timeoutMs - warnBeforeMs);
    },
    stop,
    recordActivity() {
      // Warned, only an answer to the warning counts (see onWarn).
      if (warned) return;
      const now = clock.now();
      if (now - lastRecordedAt < throttleMs) return;
      lastRecordedAt = now;
      activeSinceTaken = true;
      if (!running) return;
      deadline = now + timeoutMs;
      channel.post({ type: 'activity' });
    },
    extend() {
      if (!running) return;
      lastRecordedAt = clock.now();
      activeSinceTaken = true;
      moveDeadline();
      channel.post({ type: 'activity' });
    },
    takeActivity() {
      const active = activeSinceTaken;
      activeSinceTaken = false;
      return active;
    },
    announceSignOut() {
      stop();
      channel.post({ type: 'signout' });
    },
    dispose() {
      stop();
      unsubscribe();
    },
  };
}

/** What counts as the user being there (SPEC §9): pointer, keys, scrolling, touch and focus. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'scroll',
  'touchstart',
  'focus',
] as const;

/**
 * Calls `onActivity` for every activity event on the window. Capture phase, because scroll and
 * focus do not bubble and a page's own handlers may stop propagation.
 */
export function listenForActivity(target: Window, onActivity: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, options);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, options);
  };
}
