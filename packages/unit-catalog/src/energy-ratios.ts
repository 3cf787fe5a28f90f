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

// Without a battery the own use of the production (erzeugung - netzeinspeisung) and the own supply of
// the consumption (verbrauch - netzbezug) are the same eigenverbrauch. A battery sits between them:
// what it charges is own use of the production, what it discharges is own supply of the consumption.
// So the self-consumption ratio takes the first and self-sufficiency the second: nothing produced
// reads 0 % own consumption, and a house the battery covers entirely reads 100 % self-sufficient.
// Both work on powers (W) and on energies (kWh) alike.

/** Self-consumption ratio of the production: eigenverbrauchsquote with eigenverbrauch = erzeugung - netzeinspeisung. */
export function selfConsumptionRatio(erzeugung: number, netzeinspeisung: number): number {
  return eigenverbrauchsquote(Math.max(0, erzeugung - netzeinspeisung), netzeinspeisung);
}

/** Self-sufficiency of the consumption: autarkiegrad with eigenverbrauch = verbrauch - netzbezug. */
export function selfSufficiency(verbrauch: number, netzbezug: number): number {
  return autarkiegrad(Math.max(0, verbrauch - netzbezug), netzbezug);
}
