import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { ArkeselSmsProvider } from './arkesel.js';
import { HubtelSmsProvider } from './hubtel.js';
import type { FetchLike, SmsGatewayName, SmsProvider } from './provider.js';
import { SimulatedSmsProvider } from './simulated.js';

export * from './provider.js';
export { ArkeselSmsProvider, arkeselNumber } from './arkesel.js';
export { HubtelSmsProvider } from './hubtel.js';
export { SimulatedSmsProvider } from './simulated.js';

function createGateway(name: SmsGatewayName, config: Config, logger: Logger, fetch?: FetchLike): SmsProvider {
  if (name === 'arkesel') return new ArkeselSmsProvider({ apiKey: config.ARKESEL_API_KEY!, senderId: config.SMS_SENDER_ID, baseUrl: config.ARKESEL_BASE_URL, fetch });
  if (name === 'hubtel') {
    return new HubtelSmsProvider({
      clientId: config.HUBTEL_SMS_CLIENT_ID!,
      clientSecret: config.HUBTEL_SMS_CLIENT_SECRET!,
      senderId: config.SMS_SENDER_ID,
      baseUrl: config.HUBTEL_SMS_BASE_URL,
      fetch,
    });
  }
  return new SimulatedSmsProvider(logger);
}

/**
 * The SMS gateways in the order the outbox tries them: SMS_PROVIDER, then SMS_FALLBACK_PROVIDER when set. `fetch` is
 * replaceable so tests never touch the network.
 */
export function createSmsGateways(config: Config, logger: Logger, fetch?: FetchLike): SmsProvider[] {
  const names = [config.SMS_PROVIDER, ...(config.SMS_FALLBACK_PROVIDER ? [config.SMS_FALLBACK_PROVIDER] : [])];
  return names.map((name) => createGateway(name, config, logger, fetch));
}
