import { type ProductGroup } from '@portal/unit-catalog';
import { batterieSimulation } from './batterie.js';
import { dachs08Simulation } from './dachs-08.js';
import { dachsIISimulation } from './dachs-ii.js';
import { netzSimulation } from './netz.js';
import { pufferspeicherSimulation } from './pufferspeicher.js';
import { type KindSimulation } from './types.js';
import { waermepumpeSimulation } from './waermepumpe.js';

export const kindSimulations: Readonly<Record<ProductGroup, KindSimulation>> = {
  dachsII: dachsIISimulation,
  dachs08: dachs08Simulation,
  waermepumpe: waermepumpeSimulation,
  pufferspeicher: pufferspeicherSimulation,
  batterie: batterieSimulation,
  netz: netzSimulation,
};
