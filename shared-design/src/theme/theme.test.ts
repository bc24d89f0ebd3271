import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { theme } from './theme';

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;
const { colors, zIndices } = theme;

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe('theme colours meet WCAG AA', () => {
  const textPairs: Array<[string, string, string]> = [
    ['primary text on page background', colors.text.primary, colors.background],
    ['primary text on surface', colors.text.primary, colors.surface],
    ['secondary text on page background', colors.text.secondary, colors.background],
    ['muted text on page background', colors.text.muted, colors.background],
    ['muted text on muted surface', colors.text.muted, colors.surfaceMuted],
    ['placeholder on surface', colors.text.placeholder, colors.surface],
    ['link on page background', colors.text.link, colors.background],
    ['link hover on page background', colors.text.linkHover, colors.background],
    ['inverse text on primary', colors.text.inverse, colors.primary.base],
  ];
  for (const [role, action] of [
    ['primary', colors.primary],
    ['accent', colors.accent],
    ['danger', colors.danger],
  ] as const) {
    textPairs.push([`${role} button text`, action.contrast, action.base]);
    textPairs.push([`${role} button text (hover)`, action.contrast, action.hover]);
    textPairs.push([`${role} button text (active)`, action.contrast, action.active]);
  }
  textPairs.push(['outline/ghost button text', colors.primary.base, colors.primary.subtle]);
  textPairs.push([
    'outline/ghost button text (active)',
    colors.primary.base,
    colors.primary.subtleHover,
  ]);
  textPairs.push(['danger menu item (highlighted)', colors.danger.base, colors.danger.subtle]);
  for (const [tone, toneColors] of Object.entries(colors.tones)) {
    textPairs.push([`${tone} soft badge`, toneColors.text, toneColors.background]);
    textPairs.push([`${tone} solid badge`, toneColors.onSolid, toneColors.solid]);
  }

  it.each(textPairs)('%s (4.5:1)', (_role, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each([
    ['control borders on surface', colors.border.control, colors.surface],
    ['control borders on page background', colors.border.control, colors.background],
    ['focus ring on page background', colors.focusRing, colors.background],
    ['focus ring on surface', colors.focusRing, colors.surface],
  ])('%s (3:1)', (_role, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});

describe('stacking order', () => {
  it('puts dialogs above the header and floating widgets', () => {
    expect(zIndices.overlay).toBeGreaterThan(zIndices.header);
    expect(zIndices.overlay).toBeGreaterThan(zIndices.floating);
    expect(zIndices.dialog).toBeGreaterThan(zIndices.overlay);
  });

  it('puts popovers above dialogs, since selects open inside dialogs', () => {
    expect(zIndices.popover).toBeGreaterThan(zIndices.dialog);
  });

  it('puts toasts above everything else', () => {
    const others = Object.entries(zIndices).filter(([name]) => name !== 'toast');
    for (const [, value] of others) {
      expect(zIndices.toast).toBeGreaterThan(value);
    }
  });
});
