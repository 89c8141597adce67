import * as library from '@adyen/api-library';

// @adyen/api-library is CommonJS whose exports Node's ES module loader cannot all name: `import { Client } from ...`
// works under Vite but stops the built server at start ("does not provide an export named 'Client'"). Every module
// takes the library's values from here: its `module.exports`, whichever way it was loaded. Types import as usual.
const loaded = ((library as { default?: typeof library }).default ?? library) as typeof library;

export const { CheckoutAPI, Client, Config, EnvironmentEnum, HttpClientException, hmacValidator, Types } = loaded;
