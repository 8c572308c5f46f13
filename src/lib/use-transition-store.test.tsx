import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTransitionStore } from './use-transition-store';

function createStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    set(next: string) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    /** Changes the value without telling anyone (a change before a subscription exists). */
    setQuietly(next: string) {
      value = next;
    },
    read: () => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get listeners() {
      return listeners.size;
    },
  };
}

function Probe({ store }: { store: ReturnType<typeof createStore> }) {
  return <p>{useTransitionStore(store.subscribe, store.read)}</p>;
}

describe('useTransitionStore', () => {
  it('shows the store and follows its changes', async () => {
    const store = createStore('starting');
    render(<Probe store={store} />);
    expect(screen.getByText('starting')).toBeInTheDocument();
    act(() => store.set('ready'));
    expect(await screen.findByText('ready')).toBeInTheDocument();
  });

  it('catches a change made before it subscribed, and lets go of the store on unmount', async () => {
    const store = createStore('starting');
    const originalRead = store.read;
    // The value moves on right after the first render read it, before any effect ran.
    let reads = 0;
    store.read = () => {
      const value = originalRead();
      reads += 1;
      if (reads === 1) store.setQuietly('ready');
      return value;
    };
    const { unmount } = render(<Probe store={store} />);
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(store.listeners).toBe(1);
    unmount();
    expect(store.listeners).toBe(0);
  });
});
