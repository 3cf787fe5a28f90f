import { PageTitle, Skeleton, useEndpointQuery, Link, useParams, useSearchParams } from '@portal/web-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { defaultYear, yearOf } from '../editor-state.js';
import { EditorForm } from './editor-form.js';
import { Refusal } from './refusal.js';
import { YearSelect } from './year-select.js';

/** /hzatool/:uuid?year=YYYY[&edit=true]: a plant's application for a year, step by step. */
export function EditorPage() {
  const intl = useIntl();
  const { uuid = '' } = useParams<'uuid'>();
  const [params, setParams] = useSearchParams();
  const year = yearOf(params.get('year')) ?? defaultYear();
  const yearEditable = params.get('edit') === 'true';
  const init = useEndpointQuery('hzatoolInit', { query: { anlageId: uuid, year: String(year) } });

  return (
    <div className="d-flex flex-column gap-3">
      <nav aria-label={intl.formatMessage({ id: 'mf.hzatool.editor.breadcrumb' })}>
        <Link to="/hzatool" className="small">
          <i className="bi bi-arrow-left me-1" aria-hidden />
          <FormattedMessage id="mf.hzatool.editor.back" />
        </Link>
      </nav>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2">
        <PageTitle icon="bi-receipt">
          <FormattedMessage id="mf.hzatool.editor.title" values={{ year }} />
        </PageTitle>
        {yearEditable ? (
          <YearSelect
            year={year}
            onChange={(next) => {
              const query = new URLSearchParams(params);
              query.set('year', String(next));
              setParams(query);
            }}
          />
        ) : null}
      </div>
      {init.isPending ? (
        <Skeleton label={intl.formatMessage({ id: 'mf.hzatool.loading' })} lines={8} />
      ) : init.isError ? (
        <Refusal error={init.error} />
      ) : (
        <EditorForm key={`${uuid}/${year}`} init={init.data} />
      )}
    </div>
  );
}
