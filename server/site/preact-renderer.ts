// How the tools that run the app's components outside the client build (the prerender's module runner, the component
// tests) run them as the build does: on Preact, with react and react-dom as preact/compat (@preact/preset-vite's
// aliases; docs/decisions.md, "The renderer").

import preact from '@preact/preset-vite';
import { defaultServerConditions, type Plugin, type PluginOption } from 'vite';

/**
 * The libraries the components use that import react themselves (the router). Node would load them as they are,
 * importing React itself; run through Vite, they get the aliases.
 */
export const REACT_LIBRARIES: RegExp[] = [/react-router/];

/**
 * Their ES module builds, which Vite's runner can run and alias (their CommonJS builds require React itself):
 * `module-sync` is the router's condition for it, the `module` field @testing-library/react's.
 */
export const ES_MODULE_RESOLVE = { conditions: [...defaultServerConditions, 'module-sync'], mainFields: ['module', 'main'] };

/** Preact's preset without what only a browser's dev server uses (its refresh and devtools). */
export function preactOutsideTheBrowser(): PluginOption[] {
  return preact({ prefreshEnabled: false, devToolsEnabled: false }) as Plugin[];
}
