import { contrastRatio, relativeLuminance } from '../../../src/ui/contrast';
import { CONTRAST_PAIRS, theme } from '../../../src/ui/theme';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#1d4ed8', '#ffffff', 6.7],
    ['#fff', '#fff', 1],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2 - (ratio >= 10 ? 1 : 0));
  });

  it('knows black and white', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('refuses what is not an opaque hex colour', () => {
    expect(() => contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).toThrow('not an opaque hex colour');
  });
});

describe('the theme', () => {
  it.each(CONTRAST_PAIRS.map(({ text, on, min }) => [text, on, min, contrastRatio(theme.colors[text], theme.colors[on])]))(
    '%s on %s reaches %s:1 (WCAG AA)',
    (_text, _on, min, ratio) => {
      expect(ratio).toBeGreaterThanOrEqual(min as number);
    },
  );

  it('checks the running text on every plain background the pages use', () => {
    const backgrounds = new Set(CONTRAST_PAIRS.filter((pair) => pair.text === 'text').map((pair) => pair.on));
    expect([...backgrounds].sort()).toEqual(['background', 'primarySurface', 'surface']);
  });
});
