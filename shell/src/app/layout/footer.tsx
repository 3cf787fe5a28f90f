import { helpDocuments } from '@portal/contracts/frontend';
import { appInfoAtom, currentUserAtom, languageAtom, useAtomValue } from '@portal/web-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { skinThemeAtom } from '../../components/skin-theme-atom.js';
import { openHelpModal } from '../../features/help/help-modal.js';

/** Footer: skin logo, server version, login, and the help documents (spec 1, 2). */
export function Footer() {
  const app = useAtomValue(appInfoAtom);
  const user = useAtomValue(currentUserAtom);
  const theme = useAtomValue(skinThemeAtom);
  const language = useAtomValue(languageAtom);
  const intl = useIntl();
  return (
    <footer className="portal-footer">
      <div className="portal-footer-brand">
        {theme ? (
          <span
            className="portal-footer-logo"
            role="img"
            aria-label={theme.label}
            data-skin-logo={theme.name}
            dangerouslySetInnerHTML={{ __html: theme.logoSvg }}
          />
        ) : null}
        <span className="portal-footer-meta">
          {app ? <FormattedMessage id="footer.version" values={{ version: app.version }} /> : null}
          {user ? (
            <>
              {' · '}
              <FormattedMessage id="footer.user" values={{ login: user.data.login }} />
            </>
          ) : null}
        </span>
      </div>
      <nav className="portal-footer-links">
        {helpDocuments.map((name) => (
          <button
            key={name}
            type="button"
            className="btn btn-link btn-sm"
            onClick={() =>
              void openHelpModal({
                name,
                title: intl.formatMessage({ id: `footer.${name}` }),
                language,
                bases: [theme?.helpBase, app?.docUrl],
              })
            }
          >
            <FormattedMessage id={`footer.${name}`} />
          </button>
        ))}
      </nav>
    </footer>
  );
}
