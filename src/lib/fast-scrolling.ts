import { useState, useSyncExternalStore } from 'react';

/**
 * Whether the window is being scrolled faster than anyone reads: flinging through a long list,
 * holding Page Down. Images are worth loading only for what the reader can see; each one costs
 * the main thread (an SVG logo is a whole document to parse, ~2 ms on a small machine), so
 * while the list flies past they wait, and load once it slows down.
 */

/** Faster than this (px/s) counts as flying past; reading-speed scrolling stays well below. */
export const FAST_SCROLL_PX_PER_S = 2000;
/** The scrolling has stopped when no scroll event came for this long. */
export const SCROLL_SETTLE_MS = 150;

let fast = false;
let typing = false;
let typingTimer: ReturnType<typeof setTimeout> | undefined;
let last: { y: number; time: number } | null = null;
let settleTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const typingWatchers = new Set<(typing: boolean) => void>();

function notify() {
  for (const listener of listeners) listener();
}

function setFast(value: boolean) {
  if (fast === value) return;
  fast = value;
  notify();
}

/** Typing has paused when no key came for this long. */
export const TYPING_SETTLE_MS = 300;

/**
 * The search box calls this on every change. Each key re-renders the grid with other cards, and
 * their logos would land in the middle of the next key's frame: they wait for a pause instead.
 */
export function noteTyping(): void {
  clearTimeout(typingTimer);
  typingTimer = setTimeout(() => setTyping(false), TYPING_SETTLE_MS);
  setTyping(true);
}

function setTyping(value: boolean) {
  if (typing === value) return;
  typing = value;
  notify();
  for (const watcher of typingWatchers) watcher(value);
}

/**
 * Calls `watcher` when typing in the search box starts and when it pauses (see noteTyping), and
 * at once when it is under way; returns the function that stops it. A walk, and the copy's
 * changes it brings to the screen, give way to the reader's keys with it.
 */
export function watchTyping(watcher: (typing: boolean) => void): () => void {
  typingWatchers.add(watcher);
  if (typing) watcher(true);
  return () => {
    typingWatchers.delete(watcher);
  };
}

function onScroll() {
  const now = performance.now();
  const y = window.scrollY;
  if (last !== null) {
    const speed = (Math.abs(y - last.y) / Math.max(1, now - last.time)) * 1000;
    if (speed > FAST_SCROLL_PX_PER_S) setFast(true);
  }
  last = { y, time: now };
  clearTimeout(settleTimer);
  settleTimer = setTimeout(() => {
    last = null;
    setFast(false);
  }, SCROLL_SETTLE_MS);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('scroll', onScroll, { passive: true });
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', onScroll);
    clearTimeout(settleTimer);
    last = null;
    fast = false;
  };
}

export function isScrollingFast(): boolean {
  return fast;
}

/** Whether new images should wait: the list flies past, or the search is being typed. */
export function imagesOnHold(): boolean {
  return fast || typing;
}

/** True while the window scrolls faster than FAST_SCROLL_PX_PER_S, until it settles. */
export function useFastScrolling(): boolean {
  return useSyncExternalStore(subscribe, isScrollingFast, () => false);
}

function isTyping(): boolean {
  return typing;
}

/** True from a key in the search box until the typing pauses (TYPING_SETTLE_MS). */
export function useTyping(): boolean {
  return useSyncExternalStore(subscribe, isTyping, () => false);
}

/** True while imagesOnHold(): scrolling fast, or typing in the search box, until either settles. */
export function useImagesOnHold(): boolean {
  return useSyncExternalStore(subscribe, imagesOnHold, () => false);
}

/**
 * Whether an image that appears now may load (`defer` off: always). With `defer`, one that
 * appears while images are on hold waits until the scrolling slows down or the typing pauses;
 * once allowed, it stays, so scrolling fast or typing again never blanks it.
 */
export function useImageArmed(defer: boolean): boolean {
  const onHold = useImagesOnHold();
  const [armed, setArmed] = useState(() => !defer || !imagesOnHold());
  if (!armed && !onHold) setArmed(true);
  return armed;
}
