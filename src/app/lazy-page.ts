// React.lazy for modules with named exports: lazyPage(() => import('./x'), 'XPage').
import { lazy, type ComponentType } from 'react';

export function lazyPage<Module extends Record<string, unknown>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
