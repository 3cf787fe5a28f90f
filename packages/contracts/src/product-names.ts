import type { SkinName } from './federation.js';

/**
 * Unit names as a skin sells them (issue 40, 40): the group's CHP units are stored as Dachs units;
 * a skin of another brand shows them under its own name, by model where the brand has its own
 * (the fuel cell), else with its brand in place of the word 'Dachs'. Stored names stay as they are.
 */
const skinProducts: Partial<Record<SkinName, { brand: string; models: Record<string, string> }>> = {
  remeha: { brand: 'Remeha', models: { 'Dachs 0.8': 'Remeha eLecta 300' } },
};

export function productNameFor(skin: string, name: string): string {
  const products = skinProducts[skin as SkinName];
  if (!products) return name;
  return products.models[name] ?? name.replace(/^Dachs\b/, products.brand);
}
