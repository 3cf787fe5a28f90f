import { BufferTank } from '../physics/buffer-tank.js';
import { hotWaterKw, spaceHeatKw } from '../physics/demand.js';
import { type Random } from '../util/random.js';
import { tankReadings } from './shared.js';
import { type KindContext, type KindModel, type KindSimulation, type StepInfo } from './types.js';

// A stand-alone buffer tank between a heat generator and a house. The tank always has four layers;
// bAnzahlFuehler (2..4) says how many sensors are fitted, spread from top to bottom. Absent sensors
// read 127 degC, the sensor-absent value the Dachs uses.

const absentC = 127;
const coldC = 30;
const hotC = 75;

class Pufferspeicher implements KindModel {
  private readonly tank: BufferTank;
  private readonly rng: Random;
  private readonly uaKwPerK: number;
  /** Sized for the house's design load at -15 degC plus hot water. */
  private readonly generatorKw: number;
  private generatorOn = false;

  constructor(private readonly ctx: KindContext) {
    const setup = ctx.rng.fork('setup');
    this.rng = ctx.rng.fork('noise');
    const litres = setup.pick([500, 750, 1000]);
    this.uaKwPerK = setup.between(0.5, 1);
    this.generatorKw = this.uaKwPerK * 30 + 5;
    this.tank = new BufferTank({
      litres,
      layers: 4,
      initialC: [62, 56, 48, 40].map((t) => t + setup.between(-3, 3)),
    });
    ctx.store.set('Puffer_Ew.bAnzahlFuehler', 4);
    ctx.store.set('Puffer_Ew.uchBezeichnung', `Puffer ${litres} l`);
  }

  step({ dtSeconds: dt, local, weather }: StepInfo): void {
    const { store } = this.ctx;
    const count = Math.min(4, Math.max(2, store.num('Puffer_Ew.bAnzahlFuehler')));
    // Generator (boiler or CHP elsewhere) charges when the top runs low, stops when the bottom is warm.
    if (this.tank.top < 55) this.generatorOn = true;
    if (this.tank.bottom > 60) this.generatorOn = false;
    if (this.generatorOn) this.tank.charge(this.generatorKw, 15, dt);
    const demandKw = spaceHeatKw(weather.outsideC, local, this.uaKwPerK) + hotWaterKw(local, 10);
    this.tank.discharge(demandKw, 35, dt);
    this.tank.settle(18, dt);

    const readings = tankReadings(
      this.rng,
      Array.from({ length: count }, (_, i) => this.tank.at(i / (count - 1))),
    );
    for (let i = 0; i < 4; i += 1) store.setDisplay(`Puffer_Mw.sFuehler${i + 1}`, readings[i] ?? absentC);
    store.setDisplay('Puffer_Mw.usLadezustand', BufferTank.chargePercent(readings, coldC, hotC));
  }
}

export const pufferspeicherSimulation: KindSimulation = {
  firmware: 'PS 1.4.2',
  errorBoard: 'Puffer_Mw',
  create: (ctx) => new Pufferspeicher(ctx),
};
