import type { HzaPlantSummary } from '@portal/contracts';
import {
  confirmDialog,
  currentUserAtom,
  PageTitle,
  showFailure,
  showToast,
  Skeleton,
  useEndpointMutation,
  useEndpointQuery,
  useAtomValue,
  useNavigate,
} from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { editorPath, mayEditOffices } from '../plant-rules.js';
import { openAddPlantDialog } from './add-plant-dialog.js';
import { OfficesPanel } from './offices-panel.js';
import { PlantCard } from './plant-card.js';
import { PlantsEmpty } from './plants-empty.js';

/** /hzatool: the plants with a status per year, adding and deleting plants, the office table. */
export function PlantsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const statusMap = useEndpointQuery('hzatoolStatusmap', { body: {} });
  const addPlant = useEndpointMutation('hzatoolSessionstore', { invalidates: ['hzatoolStatusmap'] });
  const deletePlant = useEndpointMutation('hzatoolDeleteAnlage', { invalidates: ['hzatoolStatusmap'] });
  if (!user) return null;

  const add = async () => {
    const chosen = await openAddPlantDialog(user);
    if (!chosen) return;
    // An empty application makes the location a plant of the tool (sessionstore adds it).
    addPlant.mutate(
      { body: { anlageId: chosen.anlageId, year: chosen.year, step: 'applicant', application: {} } },
      {
        onSuccess: () => void navigate(`${editorPath(chosen.anlageId, chosen.year)}`),
        onError: (error) => showFailure(intl.formatMessage({ id: 'mf.hzatool.add.failed' }), error),
      },
    );
  };

  const remove = async (plant: HzaPlantSummary) => {
    const sure = await confirmDialog({
      title: intl.formatMessage({ id: 'mf.hzatool.plants.delete.title' }, { name: plant.name }),
      description: intl.formatMessage({ id: 'mf.hzatool.plants.delete.text' }),
      confirmText: intl.formatMessage({ id: 'mf.hzatool.plants.delete.confirm' }),
      cancelText: intl.formatMessage({ id: 'mf.hzatool.cancel' }),
      variant: 'danger',
    });
    if (!sure) return;
    deletePlant.mutate(
      { body: {}, params: { anlageId: plant.anlageId } },
      {
        onSuccess: () =>
          showToast({
            variant: 'success',
            title: plant.name,
            body: intl.formatMessage({ id: 'mf.hzatool.plants.deleted' }),
          }),
        onError: (error) => showFailure(intl.formatMessage({ id: 'mf.hzatool.plants.delete.failed' }), error),
      },
    );
  };

  const mayAdd = statusMap.data?.mayAdd === true;
  const addButton = mayAdd ? (
    <Button variant="primary" onClick={() => void add()}>
      <i className="bi bi-plus-lg me-1" aria-hidden />
      <FormattedMessage id="mf.hzatool.add.button" />
    </Button>
  ) : undefined;

  return (
    <div className="d-flex flex-column gap-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <PageTitle icon="bi-receipt">
          <FormattedMessage id="mf.hzatool.title" />
        </PageTitle>
        {statusMap.data && statusMap.data.plants.length > 0 ? addButton : null}
      </div>
      <p className="text-body-secondary mb-0">
        <FormattedMessage id="mf.hzatool.plants.intro" />
      </p>
      {statusMap.isPending ? (
        <Skeleton label={intl.formatMessage({ id: 'mf.hzatool.loading' })} lines={6} />
      ) : statusMap.isError ? (
        <Alert variant="danger">{statusMap.error.message}</Alert>
      ) : statusMap.data.plants.length === 0 ? (
        <PlantsEmpty addButton={addButton} />
      ) : (
        <div className="row row-cols-1 row-cols-lg-2 g-3">
          {statusMap.data.plants.map((plant) => (
            <div className="col" key={plant.anlageId}>
              <PlantCard plant={plant} onDelete={mayAdd ? () => void remove(plant) : undefined} />
            </div>
          ))}
        </div>
      )}
      {mayEditOffices(user) ? <OfficesPanel /> : null}
    </div>
  );
}
