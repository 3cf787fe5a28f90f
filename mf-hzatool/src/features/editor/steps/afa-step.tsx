import type { HzaAfaData, HzaInvestmentAid } from '@portal/contracts';
import { useEndpointQuery } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage } from 'react-intl';
import type { StepProps } from '../editor-state.js';
import { useSettledBody } from '../hooks/use-live-check.js';
import { AfaFeedback } from './afa-feedback.js';
import { AfaModuleFields } from './afa-module-fields.js';
import { AidList } from './aid-list.js';

type AfaModule = NonNullable<HzaAfaData['modules']>[number];

/** Only complete aid rows are sent for the live check: the others are still being typed. */
const completeAid = (aid: readonly HzaInvestmentAid[]) =>
  aid.filter((entry) => entry.label.trim() !== '' && /^\d{4}-\d{2}-\d{2}$/.test(entry.receivedOn));

/** Step 4: depreciation period per module and investment aid, with the months they give this year. */
export function AfaStep({ init, application, update, readOnly, unsaved }: StepProps) {
  const afa = application.afa ?? {};
  const plant = application.plant ?? {};
  const serials = (plant.modules ?? []).map((module) => module.serial);
  const modules = serials.map(
    (serial) => afa.modules?.find((entry) => entry.serial === serial) ?? { serial },
  );
  const aid = afa.investmentAid ?? [];
  const setModule = (serial: string, patch: Partial<AfaModule>) =>
    update('afa', {
      modules: modules.map((entry) => (entry.serial === serial ? { ...entry, ...patch } : entry)),
    });

  const body = useSettledBody({
    anlageId: init.plant.anlageId,
    year: init.year,
    plant,
    afa: {
      modules,
      investmentAid: completeAid(aid),
      ...(afa.aidOffsetEarlierCents === undefined
        ? {}
        : { aidOffsetEarlierCents: afa.aidOffsetEarlierCents }),
    },
  });
  const check = useEndpointQuery('hzatoolAbschreibungen', { body }, { keepPrevious: true });

  return (
    <div className="d-flex flex-column gap-4">
      <p className="text-body-secondary mb-0">
        <FormattedMessage id="mf.hzatool.afa.intro" />
      </p>
      {modules.map((module, index) => (
        <AfaModuleFields
          key={module.serial}
          module={module}
          months={check.data?.modules.find((entry) => entry.serial === module.serial)}
          issues={(check.data?.issues ?? []).filter((issue) =>
            issue.field.startsWith(`afa.modules.${index}.`),
          )}
          onChange={(patch) => setModule(module.serial, patch)}
          readOnly={readOnly}
        />
      ))}
      <AidList
        aid={aid}
        onChange={(investmentAid) => update('afa', { investmentAid })}
        offsetEarlierCents={afa.aidOffsetEarlierCents}
        onOffsetEarlierChange={(aidOffsetEarlierCents) => update('afa', { aidOffsetEarlierCents })}
        unsaved={unsaved}
        readOnly={readOnly}
      />
      {check.isError ? (
        <Alert variant="warning" className="mb-0">
          {check.error.message}
        </Alert>
      ) : check.data ? (
        <AfaFeedback answer={check.data} offsetEarlierCents={afa.aidOffsetEarlierCents ?? 0} />
      ) : null}
    </div>
  );
}
