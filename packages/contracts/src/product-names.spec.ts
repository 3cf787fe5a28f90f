import { productNameFor } from './product-names.js';

test('a remeha skin names the group’s units as Remeha sells them (issue 40, 40)', () => {
  expect(productNameFor('remeha', 'Dachs Gen2 G5.5')).toBe('Remeha Gen2 G5.5');
  expect(productNameFor('remeha', 'Dachs 0.8')).toBe('Remeha eLecta 300');
  expect(productNameFor('remeha', 'Wärmepumpe Luft/Wasser LW 9')).toBe('Wärmepumpe Luft/Wasser LW 9');
  expect(productNameFor('remeha', 'Dachshund 1')).toBe('Dachshund 1');
});

test('the Dachs skin and the neutral skin keep the stored names', () => {
  for (const skin of ['dachs', 'none', 'unknown'])
    expect(productNameFor(skin, 'Dachs Gen2 G5.5')).toBe('Dachs Gen2 G5.5');
});
