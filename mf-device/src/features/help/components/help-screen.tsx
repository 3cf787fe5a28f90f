import {
  currentUserAtom,
  portalStore,
  sessionAtom,
  useAtomValue,
  useEndpointMutation,
} from '@portal/web-kit';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFailureText } from '../../../components/device-error.js';
import type { DeviceMessageKey } from '../../../components/messages.js';
import { type Outcome, OutcomeAlert } from '../../../components/outcome-alert.js';

/**
 * The help videos (YouTube ids; the first is a stand-in until the product team names theirs). They load from youtube-nocookie.com and
 * only after the user agreed (spec 4: a consent notice until accepted, the consent kept on the user).
 */
const helpVideos: readonly { id: string; title: DeviceMessageKey }[] = [
  { id: 'M7lc1UVf-VE', title: 'help.video.operation' },
];

/** Puts the stored consent into the session, so every screen knows it at once. */
function takeConsent(youtubeCookie: boolean): void {
  const session = portalStore.get(sessionAtom);
  if (session.state === 'in')
    portalStore.set(sessionAtom, {
      ...session,
      user: { ...session.user, youtubeCookie },
    });
}

export function HelpScreen() {
  const intl = useIntl();
  const failureText = useFailureText();
  const consent = useAtomValue(currentUserAtom)?.youtubeCookie ?? false;
  const [failure, setFailure] = useState<Outcome | null>(null);
  const store = useEndpointMutation('youtubeConsent', {
    afterAnswer: (answer) => takeConsent(answer.youtubeCookie),
  });
  const busy = store.isPending;

  function change(accepted: boolean) {
    setFailure(null);
    store.mutate(
      { body: { accepted } },
      { onError: (error) => setFailure({ success: false, text: failureText(error) }) },
    );
  }

  return (
    <div className="d-flex flex-column gap-3">
      <p className="mb-0">
        <FormattedMessage id="help.intro" />
      </p>
      {consent ? (
        <>
          <div className="row g-3">
            {helpVideos.map((video) => (
              <div className="col-12 col-lg-6" key={video.id}>
                <Card>
                  <div className="ratio ratio-16x9">
                    <iframe
                      src={`https://www.youtube-nocookie.com/embed/${video.id}`}
                      title={intl.formatMessage({ id: video.title })}
                      allow="encrypted-media; picture-in-picture"
                      allowFullScreen
                      loading="lazy"
                    />
                  </div>
                  <Card.Body className="py-2">
                    <FormattedMessage id={video.title} />
                  </Card.Body>
                </Card>
              </div>
            ))}
          </div>
          <div>
            <Button variant="link" className="px-0" disabled={busy} onClick={() => change(false)}>
              <FormattedMessage id="help.withdraw" />
            </Button>
          </div>
        </>
      ) : (
        <Alert variant="secondary" className="mb-0" data-testid="video-consent">
          <Alert.Heading as="h3" className="h6">
            <i className="bi bi-youtube me-2" aria-hidden />
            <FormattedMessage id="help.consentTitle" />
          </Alert.Heading>
          <p>
            <FormattedMessage id="help.consentText" />
          </p>
          <Button disabled={busy} onClick={() => change(true)}>
            <FormattedMessage id="help.accept" />
          </Button>
        </Alert>
      )}
      <OutcomeAlert outcome={failure} />
    </div>
  );
}
