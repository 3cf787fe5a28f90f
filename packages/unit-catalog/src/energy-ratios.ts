// The spec 9 energy ratios, for powers (W) as well as energies (kWh). Kept apart from the catalog
// data so browsers can import it (`@portal/unit-catalog/energy-ratios`): the simulator publishes the
// ratios with these functions and the energy-flow widget computes them the same way.

/** Self-sufficiency in percent (spec 9): eigenverbrauch / (eigenverbrauch + netzbezug), clamped 0..100. */
export function autarkiegrad(eigenverbrauch: number, netzbezug: number): number {
  return percent(eigenverbrauch, eigenverbrauch + netzbezug);
}

/** Self-consumption ratio in percent (spec 9): eigenverbrauch / (eigenverbrauch + netzeinspeisung), clamped 0..100. */
export function eigenverbrauchsquote(eigenverbrauch: number, netzeinspeisung: number): number {
  return percent(eigenverbrauch, eigenverbrauch + netzeinspeisung);
}

/** Nothing to share (0 / 0) reads 0 %; the spec 5 clamp keeps inconsistent inputs in 0..100. */
function percent(part: number, whole: number): number {
  if (!(whole > 0)) return 0;
  return Math.min(100, Math.max(0, (part / whole) * 100));
}

/** The flows at a grid connection, all ≥ 0, in one unit (W or kWh). */
export interface EnergyFlows {
  erzeugung: number;
  verbrauch: number;
  netzbezug: number;
  netzeinspeisung: number;
}

/**
 * Both ratios from the flows at the grid connection. Without a battery the own use of the production
 * (erzeugung - netzeinspeisung) and the own supply of the consumption (verbrauch - netzbezug) are the
 * same eigenverbrauch. A battery sits between them: what it charges is own use of the production, what
 * it discharges is own supply of the consumption. So the self-consumption ratio takes the first and
 * self-sufficiency the second: nothing produced reads 0 % own consumption, and a house the battery
 * covers entirely reads 100 % self-sufficient.
 */
export function energyRatios(flows: EnergyFlows): { autarkiegrad: number; eigenverbrauchsquote: number } {
  const ownUse = Math.max(0, flows.erzeugung - flows.netzeinspeisung);
  const ownSupply = Math.max(0, flows.verbrauch - flows.netzbezug);
  return {
    autarkiegrad: autarkiegrad(ownSupply, flows.netzbezug),
    eigenverbrauchsquote: eigenverbrauchsquote(ownUse, flows.netzeinspeisung),
  };
}
