import { currentUserAtom, portalStore } from '@portal/web-kit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeBackend,
  headerRoutes,
  menuAnswer,
  ok,
  renderDevice,
  resetHosts,
  sn,
} from '../../../components/test-utils.js';

beforeEach(() => resetHosts());

test('videos stay behind a consent notice until accepted; the consent is stored on the user and can be withdrawn', async () => {
  const fake = fakeBackend({
    ...headerRoutes,
    deviceMenu: ok(menuAnswer()),
    youtubeConsent: ({ body }) => ok({ youtubeCookie: body.accepted }),
  });
  const { container } = renderDevice(`/${sn}/device/help`);
  expect(await screen.findByTestId('video-consent')).toHaveTextContent('Videos von YouTube');
  expect(container.querySelector('iframe')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Videos erlauben' }));
  const video = await screen.findByTitle('Bedienung des Geräts');
  expect(video.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  expect(portalStore.get(currentUserAtom)?.youtubeCookie).toBe(true);

  await userEvent.click(screen.getByRole('button', { name: 'Zustimmung zu YouTube-Videos widerrufen' }));
  expect(await screen.findByTestId('video-consent')).toBeInTheDocument();
  expect(container.querySelector('iframe')).toBeNull();
  expect(fake.requests('youtubeConsent').map((request) => request.body)).toEqual([
    { accepted: true },
    { accepted: false },
  ]);
});
