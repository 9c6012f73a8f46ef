import { describe, expect, it } from 'vitest';
import {
  accentProblem,
  contrastRatio,
  DEFAULT_ACCENT_COLOR,
  DEFAULT_HEADER_COLOR,
  lookVariables,
  textColorOn,
} from './shop-colours.js';

describe('the chosen colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#c2410c', '#ffffff')).toBeCloseTo(5.18, 2);
  });

  it("keep the storefront's own tokens when the owner picked nothing", () => {
    expect(lookVariables({ headerColor: DEFAULT_HEADER_COLOR, accentColor: DEFAULT_ACCENT_COLOR })).toEqual({
      '--color-header': '#ffffff',
      '--color-on-header': '#111827',
      '--color-on-header-muted': '#4b5563',
      '--color-header-accent': '#c2410c',
      '--color-accent': '#c2410c',
      '--color-accent-hover': '#9a3412',
      '--color-on-accent': '#ffffff',
    });
  });

  it('give any header colour a text that reads at 4.5:1 or more', () => {
    for (const background of ['#111827', '#1e3a8a', '#777777', '#808080', '#ff0000', '#fde68a', '#ffffff']) {
      expect(contrastRatio(textColorOn(background), background), background).toBeGreaterThanOrEqual(4.5);
    }
    const onNavy = lookVariables({ headerColor: '#1e3a8a', accentColor: DEFAULT_ACCENT_COLOR });
    expect(onNavy['--color-on-header']).toBe('#ffffff');
    // The accent does not read on navy: the header's current link takes the header's text colour.
    expect(onNavy['--color-header-accent']).toBe('#ffffff');
  });

  it('refuse an accent white text cannot sit on', () => {
    expect(accentProblem('#1d4ed8')).toBeUndefined();
    expect(accentProblem('#fbbf24')).toMatch(/1\.6:1.*4\.5:1/);
  });
});
