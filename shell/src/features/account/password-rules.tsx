import { type ErrorKey, passwordProblems } from '@portal/contracts';
import { useErrorText } from '@portal/web-kit';
import { AccountText } from './account-text.js';

/** The shared rules in the order the checklist shows them; the last one compares both entries. */
const ruleKeys = [
  'login.error.TOO_SHORT',
  'login.error.INSUFFICIENT_LOWERCASE',
  'login.error.INSUFFICIENT_DIGIT',
  'login.error.ILLEGAL_WHITESPACE',
  'login.error.pwdiffer',
] as const satisfies readonly ErrorKey[];

/**
 * The checklist under the new password: each shared rule, met or not (red once something is typed).
 * `id` names the list, which the new password's input points to.
 */
export function PasswordRules({
  id,
  password,
  confirmation,
}: {
  id: string;
  password: string;
  confirmation: string;
}) {
  const errorText = useErrorText();
  const typed = password !== '' || confirmation !== '';
  return (
    <section className="rounded border bg-body-tertiary px-3 py-2" aria-labelledby={`${id}-title`}>
      <h3 className="small fw-semibold mb-2" id={`${id}-title`}>
        <AccountText id="account.password.rules" />
      </h3>
      <ul className="list-unstyled small mb-1" id={id}>
        {ruleKeys.map((key) => {
          const met =
            key === 'login.error.pwdiffer'
              ? confirmation !== '' && confirmation === password
              : !passwordProblems(password).includes(key);
          return (
            <li
              key={key}
              data-rule={key}
              data-met={met}
              className={`d-flex align-items-start gap-2 mb-1 ${met ? 'text-success-emphasis' : typed ? 'text-danger-emphasis' : 'text-body-secondary'}`}
            >
              <RuleMark met={met} />
              <span>
                <span className="visually-hidden">
                  <AccountText id={met ? 'account.password.ruleMet' : 'account.password.ruleUnmet'} />{' '}
                </span>
                {key === 'login.error.pwdiffer' ? (
                  <AccountText id="account.password.ruleMatch" />
                ) : (
                  errorText(key)
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A check mark or a cross (decorative; the state is also given as hidden text). */
function RuleMark({ met }: { met: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      className="flex-shrink-0 mt-1"
      fill="currentColor"
    >
      {met ? (
        <path d="M13.5 3.6a1 1 0 0 1 .1 1.4l-6.6 7.6a1 1 0 0 1-1.5.05L2.4 9.5a1 1 0 1 1 1.4-1.4l2.3 2.3 5.9-6.7a1 1 0 0 1 1.5-.1Z" />
      ) : (
        <path d="M4.7 3.3 8 6.6l3.3-3.3a1 1 0 1 1 1.4 1.4L9.4 8l3.3 3.3a1 1 0 0 1-1.4 1.4L8 9.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L6.6 8 3.3 4.7a1 1 0 0 1 1.4-1.4Z" />
      )}
    </svg>
  );
}
