import { lazy, type ComponentType } from 'react';

export type PreloadableComponent<P> = ComponentType<P> & {
  /** Starts loading the component's code (once); resolves when it is there. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` for a named export, with `preload()`: code that is not needed for the first
 * screen stays out of the initial bundle, and is fetched when the browser is idle, so it is
 * there before anyone asks for it.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const component = lazy(async () => ({ default: await preload() }));
  return Object.assign(component, { preload });
}
