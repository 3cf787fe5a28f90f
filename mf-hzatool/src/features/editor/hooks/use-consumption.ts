import type { HzaConsumption } from '@portal/contracts';
import { useEndpointQuery } from '@portal/web-kit';
import type { StepProps } from '../editor-state.js';
import { useSettledBody } from './use-live-check.js';

export type ModuleHours = NonNullable<HzaConsumption['modules']>[number];

/**
 * The consumption step's entries, how a change is written, and the live check's answer: each field's
 * error (the check's, else the contract's refusal) and warning, by its path in the section.
 */
export function useConsumption({ init, application, update, unsaved }: StepProps) {
  const plant = application.plant ?? {};
  const consumption: HzaConsumption = application.consumption ?? {};
  const serials = (plant.modules ?? []).map((module) => module.serial);
  /** The plant's modules' hours in `saved`, each module's own entry or an empty one. */
  const modulesOf = (saved: HzaConsumption | undefined): ModuleHours[] =>
    serials.map((serial) => saved?.modules?.find((entry) => entry.serial === serial) ?? { serial });
  const modules = modulesOf(consumption);
  const set = (patch: Partial<HzaConsumption>) => update('consumption', patch);
  const setModule = (serial: string, patch: Partial<ModuleHours>) =>
    update('consumption', (current) => ({
      modules: modulesOf(current).map((entry) => (entry.serial === serial ? { ...entry, ...patch } : entry)),
    }));

  const body = useSettledBody({
    anlageId: init.plant.anlageId,
    year: init.year,
    plant,
    consumption: { ...consumption, modules },
  });
  const check = useEndpointQuery('hzatoolVerbrauch', { body }, { keepPrevious: true });
  const issues = check.data?.issues ?? [];
  const issueAt = (path: string) => issues.find((issue) => issue.field === `consumption.${path}`);
  /** A field the contract refuses (not stored); a module's by its serial, as its list may differ. */
  const refusedAt = (path: string) => {
    const inModule = /^modules\.(\d+)\.(.+)$/.exec(path);
    if (!inModule) return unsaved[`consumption.${path}`];
    const at = (consumption.modules ?? []).findIndex(
      (entry) => entry.serial === serials[Number(inModule[1])],
    );
    return at < 0 ? undefined : unsaved[`consumption.modules.${at}.${inModule[2]}`];
  };
  const errorAt = (path: string) => {
    const issue = issueAt(path);
    return issue?.severity === 'error' ? issue.key : refusedAt(path);
  };
  const warningAt = (path: string) => {
    const issue = issueAt(path);
    return issue?.severity === 'warning' ? issue.key : undefined;
  };

  return { plant, consumption, modules, set, setModule, check, errorAt, warningAt };
}

export type ConsumptionForm = ReturnType<typeof useConsumption>;
