// The storefront runs on Preact's React compatibility layer (decision 080): `react` resolves here
// (react-aliases.ts), for the app and for every library that imports React.
import compat from 'preact/compat';
import { options } from 'preact';

// @ts-expect-error -- preact/compat's types are one `export =` namespace (React's shape), which
// `export *` cannot re-export; its module has every name at run time. The app types against React's.
export * from 'preact/compat';
export default compat;

/**
 * React Router imports `useOptimistic`, which Preact does not have. Preact has no transitions, so a
 * state never waits behind one: the optimistic state is the state itself.
 */
export function useOptimistic<State>(state: State): [State, (action: unknown) => void] {
  return [state, () => undefined];
}

// Preact sets a DOM property where one exists and, when a prop goes away, sets it to ''. For an
// input's maxLength that is 0: a field that lost its limit (or an <input> Preact moved from one field
// to another) would take no typing at all. As attributes, the limits are removed when they go.
// A plain function that Preact calls as one (never through `options`).
// eslint-disable-next-line @typescript-eslint/unbound-method
const previousVnodeHook = options.vnode;
// NOTE: runs for every element of every render (the server's too), so two plain checks, no loop.
options.vnode = (vnode) => {
  if (typeof vnode.type === 'string') {
    const props = vnode.props as Record<string, unknown>;
    if ('maxLength' in props) {
      props.maxlength = props.maxLength;
      delete props.maxLength;
    }
    if ('minLength' in props) {
      props.minlength = props.minLength;
      delete props.minLength;
    }
  }
  previousVnodeHook?.(vnode);
};
