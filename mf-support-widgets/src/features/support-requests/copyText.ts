/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it, else a selected
 * read-only textarea and the older copy command (an http page, a frame without the
 * clipboard-write permission). The textarea goes into `container`, so a modal dialog's focus
 * trap and inert page do not get in the way. Resolves false when neither worked: the caller
 * then asks the visitor to copy the number by hand.
 */
export async function copyText(text: string, container: HTMLElement): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the fallback.
  }
  const doc = container.ownerDocument;
  const restoreFocus = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  const area = doc.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  area.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;';
  container.append(area);
  area.select();
  let copied = false;
  try {
    copied = doc.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  // The shadow root's own focus, in the embed, is restored the same way.
  restoreFocus?.focus();
  return copied;
}
