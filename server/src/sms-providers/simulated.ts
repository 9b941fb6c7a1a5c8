import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger.js';
import type { SmsProvider, SmsToSend } from './provider.js';

/**
 * The default: no SMS leaves the machine. The message stays in the outbox (staff read it on the Sent messages page)
 * and developers see one log line with the masked number and the length, never the text.
 */
export class SimulatedSmsProvider implements SmsProvider {
  readonly name = 'simulated' as const;

  constructor(private readonly logger: Logger) {}

  async send(message: SmsToSend): Promise<{ providerMessageId: string }> {
    const providerMessageId = `sim-${randomUUID()}`;
    this.logger.info('sms simulated (SMS_PROVIDER=simulated)', { to: `${message.to.slice(0, 6)}***${message.to.slice(-4)}`, chars: message.text.length, providerMessageId });
    return { providerMessageId };
  }
}
