import { theme } from '@nyaya/shared-design';

const { colors, shadows } = theme;

/**
 * The launcher's styles, scoped by the shadow root. `:host` resets everything the partner's
 * page could pass down by inheritance (`all: initial`, important so it beats the page's own
 * rules for the host element), and sizes are in px because the page may change the root font
 * size that rem would follow.
 */
export const launcherStyles = `
:host {
  all: initial !important;
  display: block !important;
  position: fixed !important;
  right: 16px !important;
  bottom: 16px !important;
  z-index: 2147483000 !important;
  font-family: ${theme.fonts.body};
  font-size: 16px;
  line-height: 1.5;
  color: ${colors.text.primary};
}
/* The page's own ::before and ::after rules would otherwise decorate the host element. */
:host::before, :host::after { content: none !important; display: none !important; }
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
.launcher { position: relative; display: flex; flex-direction: column; align-items: flex-end; }
.trigger {
  display: inline-flex; align-items: center; gap: 8px;
  min-height: 48px; padding: 0 20px; border: 0; border-radius: 9999px;
  /* Room above and below for Devanagari's marks. */
  font: 600 16px/1.3 ${theme.fonts.body};
  color: ${colors.primary.contrast}; background: ${colors.primary.base};
  box-shadow: ${shadows.lg}; cursor: pointer;
}
.trigger:hover { background: ${colors.primary.hover}; }
.trigger:focus-visible, .item:focus-visible {
  outline: 3px solid ${colors.focusRing}; outline-offset: 2px;
}
.trigger svg { width: 20px; height: 20px; }
.menu {
  position: absolute; right: 0; bottom: calc(100% + 8px);
  min-width: 216px; max-width: calc(100vw - 32px); margin: 0; padding: 4px;
  border: 1px solid ${colors.border.default}; border-radius: 6px;
  background: ${colors.surface}; box-shadow: ${shadows.lg};
}
.item {
  display: flex; align-items: center; width: 100%; min-height: 44px; padding: 6px 12px;
  border: 0; border-radius: 4px; background: transparent;
  font: 500 15px/1.4 ${theme.fonts.body}; color: ${colors.text.primary};
  text-align: left; text-decoration: none; cursor: pointer;
}
.forms-frame {
  position: fixed; inset: 0; width: 100%; height: 100%; margin: 0; padding: 0;
  border: 0; background: transparent; z-index: 2147483001; color-scheme: normal;
}
.item:hover, .item:focus { background: ${colors.primary.subtle}; outline: none; }
`;
