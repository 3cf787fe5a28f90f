import {
  appInfoAtom,
  currentUserAtom,
  PageTitle,
  Skeleton,
  useEndpointQuery,
  useErrorText,
  useAtomValue,
} from '@portal/web-kit';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShopMessageId } from '../../../components/message-ids.js';
import { useBookingLock } from '../hooks/use-booking-lock.js';
import { shopRulesOf } from '../shop-rules.js';
import { BookingsSection } from './bookings-section.js';
import { CatalogueSection } from './catalogue-section.js';
import { StatsSection } from './stats-section.js';

function Section({ title, children }: { title: ShopMessageId; children: ReactNode }) {
  return (
    <section className="d-flex flex-column gap-2">
      <h2 className="h5 mb-0">
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}

/** /services: the user's booked services, the shop's offer and, for partners and staff, statistics. */
export function ServicesPage() {
  const intl = useIntl();
  const user = useAtomValue(currentUserAtom);
  const app = useAtomValue(appInfoAtom);
  const bookings = useEndpointQuery('shopRefresh');
  const offer = useEndpointQuery('shopServices', { body: {} });
  const toggleLock = useBookingLock();
  const errorText = useErrorText();
  if (!user) return null;

  const rules = shopRulesOf(user, app);
  const loading = <Skeleton label={intl.formatMessage({ id: 'mf.shop.loading' })} lines={4} />;
  const maintenance = offer.data?.wartung || app?.services.wartung;
  // What the server would refuse is shown off, with the reason, instead of failing on a click.
  const demo = user.roles.includes('demo');
  const orderRefusal = demo
    ? intl.formatMessage({ id: 'mf.shop.demo.noOrder' })
    : offer.data && !offer.data.orderViaShop && !offer.data.orderViaPortal
      ? errorText('services.order.notpossible')
      : undefined;
  const toolRefusal = demo ? intl.formatMessage({ id: 'mf.shop.demo.noTool' }) : undefined;

  return (
    <div className="d-flex flex-column gap-4">
      <PageTitle icon="bi-bag">
        <FormattedMessage id="mf.shop.services.title" />
      </PageTitle>
      {maintenance ? (
        <Alert variant="warning" className="mb-0">
          <FormattedMessage id="mf.shop.services.maintenance" values={{ text: maintenance }} />
        </Alert>
      ) : null}
      <Section title="mf.shop.bookings.title">
        {bookings.isPending ? (
          loading
        ) : bookings.isError ? (
          <Alert variant="danger">{bookings.error.message}</Alert>
        ) : (
          <BookingsSection
            bookings={bookings.data.bookings}
            onToggleLock={rules.mayBlacklist ? (booking) => void toggleLock(booking) : undefined}
            toolRefusal={toolRefusal}
          />
        )}
      </Section>
      <Section title="mf.shop.catalogue.title">
        {offer.isPending ? (
          loading
        ) : offer.isError ? (
          <Alert variant="danger">{offer.error.message}</Alert>
        ) : (
          <CatalogueSection offers={offer.data.services} refusal={orderRefusal} />
        )}
      </Section>
      {rules.seesStats ? (
        <Section title="mf.shop.stats.title">
          <StatsSection />
        </Section>
      ) : null}
    </div>
  );
}
