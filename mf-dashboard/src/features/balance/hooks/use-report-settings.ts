import { type ReportSettings, reportSettingsSchema } from '@portal/contracts';
import { useEndpointMutation, useEndpointQuery } from '@portal/web-kit';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';

/** The form's fields as typed: the tax adviser's address as text ('' for none). */
export interface ReportDraft {
  monthlyMail: boolean;
  copyToPartner: boolean;
  locationReport: boolean;
  taxAdviserEmail: string;
}

const draftOf = (settings: ReportSettings): ReportDraft => ({
  ...settings,
  taxAdviserEmail: settings.taxAdviserEmail ?? '',
});

/**
 * Who gets the unit's monthly report: the stored settings as a draft the operator (or an admin)
 * changes and saves, checked by the contracts' schema first (the tax adviser's address).
 */
export function useReportSettings(sn: string) {
  const intl = useIntl();
  const query = useEndpointQuery('unitReportSettings', { params: { sn } });
  const [draft, setDraft] = useState<ReportDraft | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useEndpointMutation('unitReportSettingsSave', {
    invalidates: ['unitReportSettings'],
    afterAnswer: () => setDraft(null),
    successToast: () => ({
      variant: 'success',
      title: intl.formatMessage({ id: 'mf.dashboard.balance.reports.saved' }),
      body: '',
    }),
  });
  const shown = draft ?? (query.data ? draftOf(query.data.settings) : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!shown) return;
    const email = shown.taxAdviserEmail.trim();
    const parsed = reportSettingsSchema.safeParse({ ...shown, taxAdviserEmail: email === '' ? null : email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate({ params: { sn }, body: parsed.data });
  }

  return {
    query,
    draft: shown,
    error,
    busy: save.isPending,
    changed: draft !== null,
    change: <K extends keyof ReportDraft>(field: K, value: ReportDraft[K]) => {
      if (!shown) return;
      setDraft({ ...shown, [field]: value });
      if (field === 'taxAdviserEmail') setError(undefined);
    },
    submit,
  };
}

export type ReportSettingsForm = ReturnType<typeof useReportSettings>;
