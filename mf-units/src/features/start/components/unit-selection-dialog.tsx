import { type UnitListEntry, unitListPageSize } from '@portal/contracts';
import {
  EmptyState,
  ListPagination,
  SearchBox,
  Skeleton,
  liftBackdrop,
  openModal,
  useUiText,
} from '@portal/web-kit';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { UnitsText, useUnitsText } from '../../../components/units-text.js';
import { messageOf } from '../../../components/field-errors.js';
import type { UnitList } from '../hooks/use-unit-list.js';
import { useUnitSelection } from '../hooks/use-unit-selection.js';
import type { ChosenUnit } from '../location-form.js';
import { UnitSelectionTable } from './unit-selection-table.js';

export interface UnitSelectionOptions {
  chosen: ChosenUnit[];
  initialSN: string | undefined;
  /** A first search for candidates (a new or virtual location's address), matched by similarity. */
  suggestion?: string;
}

/** Opens the unit selection dialog; resolves with the new choice, or undefined when cancelled. */
export async function openUnitSelectionDialog(
  options: UnitSelectionOptions,
): Promise<ChosenUnit[] | undefined> {
  return openModal<ChosenUnit[]>((close, zIndex) => (
    <UnitSelectionDialog {...options} zIndex={zIndex} close={close} />
  ));
}

/** Spec 2: paging shows when the hits exceed a page or a search is set. */
export function selectionPagingShown(totalRows: number, search: string): boolean {
  return totalRows > unitListPageSize || search !== '';
}

function UnitSelectionDialog({
  chosen: initiallyChosen,
  initialSN,
  suggestion = '',
  zIndex,
  close,
}: UnitSelectionOptions & { zIndex: number; close: (result?: ChosenUnit[]) => void }) {
  const ui = useUiText();
  const text = useUnitsText();
  const ids = useId();
  const { chosen, toggle, search, searchFor, page, setPage, list } = useUnitSelection(
    initiallyChosen,
    suggestion,
  );
  const serials = chosen.map((unit) => unit.seriennummer);

  return (
    <Modal
      show
      onHide={() => close()}
      style={{ zIndex }}
      onEntering={liftBackdrop(zIndex)}
      size="lg"
      fullscreen="sm-down"
      scrollable
      aria-labelledby={`${ids}-title`}
    >
      <Modal.Header closeButton closeLabel={ui('close')}>
        <Modal.Title as="h2" className="h5" id={`${ids}-title`}>
          <UnitsText id="units.selection.title" />
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SearchBox
          initial={search}
          onSearch={searchFor}
          label={text('units.selection.search')}
          placeholder={text('units.search.placeholder')}
          className="mb-3"
        />
        <Candidates list={list} chosen={serials} initialSN={initialSN} onToggle={toggle} />
        {list.data && selectionPagingShown(list.data.totalRows, search) ? (
          <ListPagination
            total={list.data.totalRows}
            page={page}
            perPage={unitListPageSize}
            onPage={setPage}
            compact
          />
        ) : null}
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <span className="small text-body-secondary" role="status">
          <UnitsText id="units.selection.count" values={{ count: chosen.length }} />
        </span>
        <div className="d-flex gap-2">
          <Button variant="outline-secondary" onClick={() => close()}>
            <UnitsText id="units.common.cancel" />
          </Button>
          <Button variant="primary" onClick={() => close(chosen)}>
            <UnitsText id="units.selection.apply" />
          </Button>
        </div>
      </Modal.Footer>
    </Modal>
  );
}

/** The page of candidates to tick, or why there is none to show. */
function Candidates({
  list,
  chosen,
  initialSN,
  onToggle,
}: {
  list: UnitList;
  chosen: string[];
  initialSN: string | undefined;
  onToggle: (unit: UnitListEntry) => void;
}) {
  const text = useUnitsText();
  return list.status === 'error' ? (
    <Alert variant="danger">{messageOf(list.error)}</Alert>
  ) : list.data === null ? (
    <Skeleton lines={5} label={text('units.common.loading')} className="py-2" />
  ) : list.data.units.length === 0 ? (
    <EmptyState compact live icon="bi-search" title={text('units.empty.noHits')}>
      <UnitsText id="units.empty.noHitsText" />
    </EmptyState>
  ) : (
    <UnitSelectionTable
      units={list.data.units}
      chosen={chosen}
      initialSN={initialSN}
      loading={list.status === 'loading'}
      onToggle={onToggle}
    />
  );
}
