// The toast queue: a module-level store any island (or plain module) can write to with
// `toast.success(...)` etc., and <Toaster /> reads with useSyncExternalStore. Timers live
// here too, so a toast expires even when nothing renders it. Constants are section 9's.
// Only a type comes from React (erased at build), so plain modules can import this cheaply.

import type { ReactNode } from "react";

export type ToastType = "blank" | "success" | "error" | "loading" | "custom";
export type ToastAction = { label: string; onClick: () => void };
export type ToastOptions = {
  /** Reusing an id replaces that toast in place (e.g. a loading toast becoming a success). */
  id?: string;
  /** Milliseconds; `Infinity` keeps the toast until dismissed. */
  duration?: number;
  action?: ToastAction;
};
export type Toast = {
  id: string;
  type: ToastType;
  message: ReactNode;
  action?: ToastAction;
  duration: number;
  /** False during the exit animation, between dismissal and removal. */
  visible: boolean;
};

export const TOAST_DURATIONS: Record<ToastType, number> = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
};
export const ACTION_MIN_DURATION = 5000;
export const TOAST_LIMIT = 20;
export const REMOVE_DELAY = 1000;

const NONE: readonly Toast[] = [];
let toasts: readonly Toast[] = NONE;
let counter = 0;
const listeners = new Set<() => void>();
/** Auto-dismiss timers; `handle` is unset while the toast is paused. */
const expiry = new Map<string, { handle?: ReturnType<typeof setTimeout>; remaining: number; startedAt: number }>();
const removal = new Map<string, ReturnType<typeof setTimeout>>();
const paused = new Set<string>();

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
export const getToasts = () => toasts;
export const getServerToasts = () => NONE;

function clearTimers(id: string) {
  clearTimeout(expiry.get(id)?.handle);
  expiry.delete(id);
  clearTimeout(removal.get(id));
  removal.delete(id);
}

function startExpiry(id: string, ms: number) {
  const entry = {
    remaining: ms,
    startedAt: Date.now(),
    handle: undefined as ReturnType<typeof setTimeout> | undefined,
  };
  if (!paused.has(id)) entry.handle = setTimeout(() => dismiss(id), ms);
  expiry.set(id, entry);
}

function show(type: ToastType, message: ReactNode, options: ToastOptions = {}): string {
  counter += 1;
  const id = options.id ?? `toast-${counter}`;
  let duration = options.duration ?? TOAST_DURATIONS[type];
  if (options.action) duration = Math.max(duration, ACTION_MIN_DURATION);
  const next: Toast = { id, type, message, action: options.action, duration, visible: true };

  clearTimers(id);
  if (Number.isFinite(duration)) startExpiry(id, duration);
  const exists = toasts.some((t) => t.id === id);
  const list = exists ? toasts.map((t) => (t.id === id ? next : t)) : [next, ...toasts];
  // Newest first; beyond the limit the oldest are dropped at once.
  for (const dropped of list.slice(TOAST_LIMIT)) {
    clearTimers(dropped.id);
    paused.delete(dropped.id);
  }
  emit(list.slice(0, TOAST_LIMIT));
  return id;
}

function remove(id: string) {
  clearTimers(id);
  paused.delete(id);
  emit(toasts.filter((t) => t.id !== id));
}

/** Hides one toast, or all with no id; each is removed after its exit animation. */
function dismiss(id?: string) {
  const targets = toasts.filter((t) => t.visible && (id === undefined || t.id === id));
  if (targets.length === 0) return;
  for (const t of targets) {
    clearTimers(t.id);
    removal.set(
      t.id,
      setTimeout(() => remove(t.id), REMOVE_DELAY),
    );
  }
  emit(toasts.map((t) => (targets.includes(t) ? { ...t, visible: false } : t)));
}

/** Stops (or restarts with the time left) a toast's countdown: hover and focus pause it. */
export function setToastPaused(id: string, pause: boolean) {
  if (pause === paused.has(id)) return;
  const entry = expiry.get(id);
  if (pause) {
    paused.add(id);
    if (entry?.handle !== undefined) {
      clearTimeout(entry.handle);
      entry.handle = undefined;
      entry.remaining -= Date.now() - entry.startedAt;
    }
  } else {
    paused.delete(id);
    if (entry && entry.handle === undefined) startExpiry(id, Math.max(entry.remaining, 0));
  }
}

const create = (type: ToastType) => (message: ReactNode, options?: ToastOptions) => show(type, message, options);

/** `toast.success("Saved")` from anywhere on the client; each call returns the toast's id. */
export const toast = {
  blank: create("blank"),
  success: create("success"),
  error: create("error"),
  loading: create("loading"),
  custom: create("custom"),
  dismiss,
};
