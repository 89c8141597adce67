import { serverApiShopParamsSchema } from '../../../schemas/game-server-api';
import {
  launcherChannelParamsSchema,
  launcherChannelSchema,
  launcherReleaseSchema,
  publishLauncherReleaseBodySchema,
  setLauncherChannelBodySchema,
  withdrawLauncherReleaseBodySchema,
} from '../../../schemas/launcher-releases';
import {
  publishLauncherRelease,
  setLauncherChannel,
  withdrawLauncherRelease,
} from '~/server/launcher/launcher-releases.server';
import { serverApiRoute } from '~/server/players/server-api-route.server';

// The game backend publishes and withdraws the launcher's installers (docs/decisions/058-launcher-releases.md).

export const publishLauncherReleaseCall = serverApiRoute(
  {
    name: 'publishLauncherRelease',
    params: serverApiShopParamsSchema,
    body: publishLauncherReleaseBodySchema,
    response: launcherReleaseSchema,
  },
  ({ body, caller, context }) => publishLauncherRelease(context.db, context.clock, caller.shop.id, body),
);

export const withdrawLauncherReleaseCall = serverApiRoute(
  {
    name: 'withdrawLauncherRelease',
    params: serverApiShopParamsSchema,
    body: withdrawLauncherReleaseBodySchema,
    response: launcherReleaseSchema,
  },
  ({ body, caller, context }) => withdrawLauncherRelease(context.db, context.clock, caller.shop.id, body),
);

export const setLauncherChannelCall = serverApiRoute(
  {
    name: 'setLauncherChannel',
    method: 'PUT',
    params: launcherChannelParamsSchema,
    body: setLauncherChannelBodySchema,
    response: launcherChannelSchema,
  },
  ({ params, body, caller, context }) =>
    setLauncherChannel(context.db, context.clock, caller.shop.id, params.channel, body.accessCode),
);
