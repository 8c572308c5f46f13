import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyWithPreload', () => {
  it('loads the code once, whether preloaded first or rendered first', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyWithPreload(load);
    await LazyGreeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    await LazyGreeting.preload();
    expect(load).toHaveBeenCalledOnce();
  });
});
