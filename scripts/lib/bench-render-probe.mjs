/* global window, Element */
// Which remotes' UI a page actually shows, read from React itself rather than assumed.
//
// Every mounted remote sits in a boundary that names it (DESIGN section 4): shared-platform's
// <RemoteBoundary remote="mf_x">, the shell's <RemoteModule module="mf_x/Y"> or, in older
// shells, <RemoteArea remoteModuleId="mf_x/Y">. A stub of React's DevTools hook, installed
// before any script runs, collects the committed fiber roots (production React reports to it
// too); after the page settles, each boundary's subtree is checked for visible DOM outside the
// boundary's own loading/error states ([data-remote-state]).

/** Runs in the page before its scripts: the minimal hook React DOM looks for. */
function installHook() {
  if (window.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  const roots = new Set();
  window.__benchReactRoots = roots;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    checkDCE() {},
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      roots.add(root);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

/** Runs in the page after it settles. */
function collectBoundaries(remoteNames) {
  const roots = window.__benchReactRoots;
  if (!roots || roots.size === 0) return { available: false, boundaries: [] };
  const names = new Set(remoteNames);
  const remoteKeys = ['remote', 'module', 'remoteModuleId', 'remoteModule', 'moduleId'];
  const remoteOfFiber = (fiber) => {
    const props = fiber.memoizedProps;
    if (!props || typeof props !== 'object' || typeof fiber.type === 'string') return null;
    for (const key of remoteKeys) {
      const value = props[key];
      if (typeof value !== 'string') continue;
      const name = value.split('/')[0];
      if (names.has(name)) return { remote: name, label: `${key}=${value}` };
    }
    return null;
  };
  const hostElements = (fiber, remote) => {
    // Host elements of this subtree, not descending into boundaries of other remotes.
    const found = [];
    const stack = fiber.child ? [fiber.child] : [];
    while (stack.length) {
      const node = stack.pop();
      if (node.sibling) stack.push(node.sibling);
      const nested = remoteOfFiber(node);
      if (nested && nested.remote !== remote) continue;
      if (node.stateNode instanceof Element) found.push(node.stateNode);
      if (node.child) stack.push(node.child);
    }
    return found;
  };
  const boundaries = [];
  for (const root of roots) {
    const stack = root.current ? [root.current] : [];
    while (stack.length) {
      const fiber = stack.pop();
      if (fiber.sibling) stack.push(fiber.sibling);
      const match = remoteOfFiber(fiber);
      if (match) {
        const elements = hostElements(fiber, match.remote).filter((element) => element.isConnected);
        const visible = elements.filter(
          (element) =>
            !element.closest('[data-remote-state]') && element.getClientRects().length > 0,
        );
        const stateOf = (state) =>
          elements.some((element) => element.closest(`[data-remote-state="${state}"]`));
        const state = visible.length
          ? 'rendered'
          : stateOf('error')
            ? 'error'
            : stateOf('loading')
              ? 'loading'
              : 'nothing';
        const outermost = visible.filter(
          (element) => !visible.some((other) => other !== element && other.contains(element)),
        );
        const text = outermost
          .map((element) => element.textContent ?? '')
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 60);
        // RemoteModule wraps RemoteBoundary of the same remote: keep the outermost one only.
        const inner = boundaries.some(
          (boundary) => boundary.remote === match.remote && isAncestor(boundary.fiber, fiber),
        );
        if (!inner) {
          boundaries.push({ fiber, remote: match.remote, label: match.label, state, text });
        }
      }
      if (fiber.child) stack.push(fiber.child);
    }
  }
  function isAncestor(ancestor, fiber) {
    for (let node = fiber.return; node; node = node.return) {
      if (node === ancestor || node === ancestor.alternate) return true;
    }
    return false;
  }
  return {
    available: true,
    boundaries: boundaries.map(({ remote, label, state, text }) => ({
      remote,
      label,
      state,
      text,
    })),
  };
}

export async function installRenderProbe(context) {
  await context.addInitScript(installHook);
}

/** `{ available, boundaries: [{ remote, label, state, text }] }`; available=false if React never reported. */
export async function readRenderedRemotes(page, remoteNames) {
  try {
    return await page.evaluate(collectBoundaries, remoteNames);
  } catch (error) {
    return { available: false, boundaries: [], error: String(error) };
  }
}
