import { byName } from './contract';
import { checkoutLinkContracts } from './checkout-links';
import { launcherContracts } from './launcher';
import { loginContracts } from './login';
import { paymentContracts } from './payments';
import { shopContracts } from './shop';
import { userContracts } from './user';

export * from './contract';
export * from './error';
export * from './payments';
export * from './checkout-links';
export * from './login';
export * from './launcher';
export * from './shop';
export * from './user';

/** Every call of the spec's section 7, in the spec's order. */
export const contractList = [
  ...paymentContracts,
  ...checkoutLinkContracts,
  ...loginContracts,
  ...launcherContracts,
  ...shopContracts,
  ...userContracts,
] as const;

/** Every call by name: `contracts.getShopTheme`. tests/unit/contracts.test.ts checks it against the spec. */
export const contracts = byName(contractList);
