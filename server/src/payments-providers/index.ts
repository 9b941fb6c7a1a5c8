import type { Config } from '../config.js';
import { PaystackProvider } from './paystack.js';
import type { FetchLike, PaymentProvider } from './provider.js';
import { SimulatedProvider } from './simulated.js';

export * from './provider.js';
export { isValidPaystackSignature, PaystackProvider } from './paystack.js';
export { SimulatedProvider, SIMULATOR_PATH } from './simulated.js';

/** The provider chosen by PAYMENT_PROVIDER; `fetch` is replaceable so tests never touch the network. */
export function createPaymentProvider(config: Config, fetch?: FetchLike): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'paystack') {
    return new PaystackProvider({
      secretKey: config.PAYSTACK_SECRET_KEY!,
      baseUrl: config.PAYSTACK_BASE_URL,
      callbackUrl: `${config.publicUrl.replace(/\/$/, '')}/payments`,
      fetch,
    });
  }
  return new SimulatedProvider(config.publicUrl);
}
