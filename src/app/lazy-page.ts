// React.lazy for modules with named exports: lazyPage(() => import('./x'), 'XPage'). `preload()` loads the module ahead
// of rendering: a page loaded before the prerendered markup is hydrated renders at once, so its markup is hydrated with
// the shell's instead of waiting behind a Suspense boundary that any later update would make React draw afresh.
import { createElement, lazy, useState, type ComponentType } from 'react';

export interface LazyPage {
  (): ReturnType<typeof createElement>;
  preload(): Promise<void>;
}

export function lazyPage<Module extends Record<string, unknown>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage {
  let loaded: ComponentType | null = null;
  const Lazy = lazy(async () => {
    loaded ??= (await load())[name] as ComponentType;
    return { default: loaded };
  });
  function Page() {
    // Fixed for the element's life: a page first drawn lazily stays so, rather than remount once the module is in.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy);
  }
  Page.preload = async () => {
    loaded ??= (await load())[name] as ComponentType;
  };
  return Page;
}
