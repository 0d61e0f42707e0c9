/**
 * The JSX the React plugin compiles for tests calls `jsxDEV`, which React's production build leaves undefined: the
 * unit tests (vitest.config.ts) point it here, at the production `jsx`.
 */
import { Fragment, jsx } from 'react/jsx-runtime';

export { Fragment };
export const jsxDEV = (type: Parameters<typeof jsx>[0], props: Parameters<typeof jsx>[1], key?: string) =>
    jsx(type, props, key);
