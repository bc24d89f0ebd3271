/** Attributes and properties for `h`: strings become attributes, functions `on…` listeners. */
type Props = Record<string, string | boolean | number | undefined | ((event: Event) => void)>;

/**
 * Creates an element with attributes, listeners and children: the embed renders a handful of
 * elements into its shadow root and needs no framework on the partner's page for that.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') {
      element.addEventListener(key.slice(2).toLowerCase(), value);
    } else {
      element.setAttribute(key, value === true ? '' : String(value));
    }
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

let nextId = 0;

/** A document-unique id for aria wiring inside the shadow root. */
export const uniqueId = (prefix: string) => `nyaya-${prefix}-${(nextId += 1)}`;
