import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { ArkeselSmsProvider } from './arkesel.js';
import type { FetchLike, SmsProvider } from './provider.js';
import { SimulatedSmsProvider } from './simulated.js';

export * from './provider.js';
export { ArkeselSmsProvider, arkeselNumber } from './arkesel.js';
export { SimulatedSmsProvider } from './simulated.js';

/** The provider chosen by SMS_PROVIDER; `fetch` is replaceable so tests never touch the network. */
export function createSmsProvider(config: Config, logger: Logger, fetch?: FetchLike): SmsProvider {
  if (config.SMS_PROVIDER === 'arkesel') {
    return new ArkeselSmsProvider({ apiKey: config.ARKESEL_API_KEY!, senderId: config.SMS_SENDER_ID, baseUrl: config.ARKESEL_BASE_URL, fetch });
  }
  return new SimulatedSmsProvider(logger);
}
