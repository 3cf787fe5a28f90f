import { appInfoAtom, hasMessage, languageAtom, useAtomValue, useNavigate, useParams } from '@portal/web-kit';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { skinThemeAtom } from '../../components/skin-theme-atom.js';
import { openHelpModal } from './help-modal.js';

/** /extdoc/:name: the document in the sticky help modal; its OK goes back (spec 2). */
export function ExtDocPage() {
  const { name = '' } = useParams();
  const app = useAtomValue(appInfoAtom);
  const theme = useAtomValue(skinThemeAtom);
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const intl = useIntl();
  useEffect(() => {
    const titleId = `footer.${name}`;
    void openHelpModal({
      name,
      title: hasMessage(intl, titleId) ? intl.formatMessage({ id: titleId }) : name,
      language,
      bases: [theme?.helpBase, app?.docUrl],
      sticky: true,
      onOk: () => void (window.history.length > 1 ? navigate(-1) : navigate('/')),
    });
    // Opened once per document name; the other values are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [name]);
  return null;
}
