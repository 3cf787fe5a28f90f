import { contrastRatio } from './contrast.js';

test('WCAG contrast ratios of known pairs', () => {
  expect(contrastRatio('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(21, 5);
  expect(contrastRatio('rgb(255, 255, 255)', 'rgb(0, 0, 0)')).toBeCloseTo(21, 5);
  // Bootstrap's old secondary grey on white passes, on the page background it does not.
  expect(contrastRatio('rgb(108, 117, 125)', 'rgb(255, 255, 255)')).toBeCloseTo(4.69, 2);
  expect(contrastRatio('rgb(108, 117, 125)', 'rgb(243, 245, 248)')).toBeLessThan(4.5);
  expect(contrastRatio('rgb(92, 99, 106)', 'rgb(243, 245, 248)')).toBeGreaterThan(4.5);
});
