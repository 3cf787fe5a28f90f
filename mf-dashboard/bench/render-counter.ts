// Counts the renders of each named function component, the way React DevTools tells them: React
// announces every commit to a devtools hook, and a component rendered in that commit carries the
// PerformedWork flag. Installed before react-dom loads (a jest setup file of the bench).

interface Fiber {
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

const performedWork = 1;

/** Renders per component name since the last reset. */
export const renders = new Map<string, number>();

function nameOf(fiber: Fiber): string | undefined {
  return typeof fiber.type === 'function' ? (fiber.type as { name?: string }).name : undefined;
}

/** Walks the children that this commit re-created; untouched subtrees keep their old child pointer. */
function countChildren(next: Fiber, previous: Fiber | null): void {
  if (previous && next.child === previous.child) return;
  for (let child = next.child; child; child = child.sibling) {
    const name = nameOf(child);
    const rendered = child.alternate === null || (child.flags & performedWork) !== 0;
    if (name && rendered) renders.set(name, (renders.get(name) ?? 0) + 1);
    countChildren(child, child.alternate);
  }
}

Object.assign(globalThis, {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) =>
      countChildren(root.current, root.current.alternate),
  },
});
