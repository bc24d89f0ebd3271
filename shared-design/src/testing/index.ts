/**
 * jsdom lacks the layout and pointer-capture APIs that Radix Select, DropdownMenu and Dialog
 * call. Component tests of every package install these stand-ins once, in their setup file.
 */
export function installJsdomPolyfills(): void {
  const element = Element.prototype;
  element.hasPointerCapture ??= () => false;
  element.setPointerCapture ??= () => undefined;
  element.releasePointerCapture ??= () => undefined;
  element.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

export {
  entryDeclarationProblems,
  readPackageExports,
  staticImportGraph,
  type StaticImportGraph,
  type StaticImportGraphOptions,
} from './sourceGraph';
