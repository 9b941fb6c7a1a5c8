import express, { type Request, type Response } from 'express';
import type { Config } from '../config.js';
import { formatCedis } from '../finance/money.js';
import type { Logger } from '../logger.js';
import type { Services } from '../modules/index.js';
import { METHOD_LABELS } from '../modules/payments/receipt.js';
import { BROKEN_TEXT_MESSAGE } from '../graphql/input-text.js';
import { hasBrokenText } from './broken-text.js';
import { requestIdOf } from './request-context.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const STYLE = `
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
  .banner{background:#b91c1c;color:#fff;text-align:center;font-weight:700;padding:10px;letter-spacing:.04em}
  main{max-width:420px;margin:24px auto;padding:0 16px}
  .card{background:#fff;border-radius:16px;box-shadow:0 4px 16px rgba(0,0,0,.08);padding:24px;text-align:center}
  .amount{font-size:2.2rem;font-weight:700;margin:8px 0 4px}
  .muted{color:#6b7280;font-size:.9rem;word-break:break-all}
  .actions{display:flex;gap:12px;margin-top:24px}
  button{flex:1;border:0;border-radius:12px;padding:16px;font-size:1.05rem;font-weight:600;cursor:pointer}
  .approve{background:#15803d;color:#fff}.decline{background:#e5e7eb;color:#111827}
  .status{font-size:1.2rem;font-weight:600;margin-top:12px}
  a{color:#1d4ed8}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><div class="banner" role="alert">TEST MODE — no real money moves</div><main><div class="card">${body}</div></main></body></html>`;
}

function send(res: Response, status: number, html: string): void {
  res
    .status(status)
    .setHeader('cache-control', 'no-store')
    // Nothing but our inline styles and a form posting back here; never framed (clickjacking).
    .setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    .setHeader('x-frame-options', 'DENY')
    .type('html')
    .send(html);
}

const STATUS_TEXT: Record<string, string> = {
  successful: 'This payment was approved.',
  failed: 'This payment was declined.',
  abandoned: 'This payment was not completed.',
  expired: 'This payment expired without an answer.',
  reversed: 'This payment was reversed.',
};

/**
 * The simulated provider's checkout at /pay/simulate/:reference: a mobile-money style prompt with Approve / Decline.
 * The form carries a one-time token issued with the page and must come from our own origin (CSRF), and the choice
 * settles the payment through the same function as a provider webhook.
 */
export function createPaySimulatorRouter({ services, config, logger }: { services: Services; config: Config; logger: Logger }): express.Router {
  const router = express.Router();
  const allowedOrigins = new Set(config.trustedOrigins);

  // A payer's own transfer with a reference of their making (not one we issued), as the provider reports it: the
  // money is held in suspense for staff to allocate. Registered before /:reference (ours are GHC-…).
  router.get('/incoming', (_req: Request, res: Response) => {
    send(
      res,
      200,
      page(
        'Simulate an incoming transfer',
        `<h1>Incoming mobile-money transfer</h1><p class="muted">Money someone sent with a reference of their own. Leave the email empty (or give one no customer has) for a payer we cannot name.</p>
        <form method="post" action="incoming" style="text-align:left;display:grid;gap:12px">
          <label>Payer's email (optional) <input name="email" type="email"></label>
          <label>Amount (GH₵) <input name="amount" inputmode="decimal" required></label>
          <label>Reference <input name="reference" required></label>
          <label>Network <select name="method"><option value="mtn_momo">MTN MoMo</option><option value="telecel_cash">Telecel Cash</option><option value="airteltigo_money">AirtelTigo Money</option></select></label>
          <label>From number <input name="phone" inputmode="tel"></label>
          <div class="actions"><button class="approve" type="submit">Send transfer</button></div>
        </form>`,
      ),
    );
  });

  router.post('/incoming', express.urlencoded({ extended: false, limit: '4kb' }), async (req: Request, res: Response) => {
    const origin = req.headers.origin;
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    if (origin && origin !== ownOrigin && !allowedOrigins.has(origin)) {
      send(res, 403, page('Not allowed', '<h1>Not allowed</h1><p class="muted">This form must be sent from the test page.</p>'));
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (hasBrokenText(body)) {
      send(res, 400, page('Request refused', `<h1>Request refused</h1><p class="muted">${escapeHtml(BROKEN_TEXT_MESSAGE)}</p>`));
      return;
    }
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
    const cedis = text('amount').trim();
    const amount = /^\d{1,7}(\.\d{1,2})?$/.test(cedis) ? Math.round(Number(cedis) * 100) : NaN;
    try {
      const result = await services.onlinePayments.receiveSimulatedTransfer({
        email: text('email'),
        amount,
        method: text('method') as 'mtn_momo',
        reference: text('reference'),
        phone: text('phone') || null,
      });
      if (result === 'invalid') {
        send(res, 400, page('Check the details', '<h1>Check the details</h1><p class="muted">An amount of at least GH₵1.00, a reference of 3 to 100 letters, digits or . _ / - (not GHC-…), a mobile-money network.</p>'));
        return;
      }
      const done = result === 'held_in_suspense' ? 'Transfer received: it waits in suspense until staff allocate it.' : 'A transfer with this reference was already received.';
      send(res, 200, page('Test transfer', `<p class="status" role="status">${escapeHtml(done)}</p>`));
    } catch (error) {
      logger.error('simulated incoming transfer failed', { requestId: requestIdOf(req), error: String(error) });
      send(res, 500, page('Something went wrong', `<h1>Something went wrong</h1><p class="muted">Please try again (request id: ${escapeHtml(requestIdOf(req))}).</p>`));
    }
  });

  router.get('/:reference', async (req: Request<{ reference: string }>, res: Response) => {
    const checkout = await services.onlinePayments.openSimulatorCheckout(req.params.reference);
    if (!checkout) {
      send(res, 404, page('Payment not found', '<h1>Payment not found</h1><p class="muted">Check the link and try again.</p>'));
      return;
    }
    const header = `<p class="muted">${escapeHtml(METHOD_LABELS[checkout.method])} payment request</p>
      <div class="amount">${escapeHtml(formatCedis(checkout.amount))}</div>
      <p class="muted">Ghana Homes Credit · ${escapeHtml(req.params.reference)}</p>`;
    if (!checkout.token) {
      send(res, 200, page('Test payment', `${header}<p class="status">${escapeHtml(STATUS_TEXT[checkout.status] ?? 'This payment is being processed.')}</p><p><a href="/payments">Back to your payments</a></p>`));
      return;
    }
    const action = `${req.baseUrl}/${encodeURIComponent(req.params.reference)}`;
    send(
      res,
      200,
      page(
        'Approve test payment',
        `${header}<p>Approve this payment as you would on your phone’s mobile-money prompt.</p>
        <form method="post" action="${escapeHtml(action)}">
          <input type="hidden" name="token" value="${escapeHtml(checkout.token)}">
          <div class="actions">
            <button class="decline" type="submit" name="decision" value="decline">Decline</button>
            <button class="approve" type="submit" name="decision" value="approve">Approve</button>
          </div>
        </form>`,
      ),
    );
  });

  router.post('/:reference', express.urlencoded({ extended: false, limit: '4kb' }), async (req: Request<{ reference: string }>, res: Response) => {
    // Browsers send Origin on form posts; a foreign one is a cross-site attempt.
    const origin = req.headers.origin;
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    if (origin && origin !== ownOrigin && !allowedOrigins.has(origin)) {
      send(res, 403, page('Not allowed', '<h1>Not allowed</h1><p class="muted">This form must be sent from the test checkout page.</p>'));
      return;
    }
    const body = (req.body ?? {}) as { token?: unknown; decision?: unknown };
    if (hasBrokenText(body)) {
      send(res, 400, page('Request refused', `<h1>Request refused</h1><p class="muted">${escapeHtml(BROKEN_TEXT_MESSAGE)}</p>`));
      return;
    }
    const decision = body.decision === 'approve' ? true : body.decision === 'decline' ? false : null;
    if (decision === null || typeof body.token !== 'string') {
      send(res, 400, page('Choose an option', '<h1>Choose Approve or Decline</h1>'));
      return;
    }
    try {
      const result = await services.onlinePayments.decideSimulated(req.params.reference, body.token, decision);
      if (result === 'invalid_token') {
        send(res, 409, page('Link expired', '<h1>This page has expired</h1><p class="muted">The payment was already answered, or the page is out of date. Open the link again.</p>'));
        return;
      }
      const done = result === 'credited' ? 'Payment approved. Your receipt is ready.' : result === 'failed' ? 'Payment declined. Nothing was taken.' : 'This payment was already answered.';
      send(res, 200, page('Test payment', `<p class="status">${escapeHtml(done)}</p><p><a href="/payments">Back to your payments</a></p>`));
    } catch (error) {
      logger.error('simulated payment settlement failed', { requestId: requestIdOf(req), error: String(error) });
      send(res, 500, page('Something went wrong', `<h1>Something went wrong</h1><p class="muted">Please try again (request id: ${escapeHtml(requestIdOf(req))}).</p>`));
    }
  });

  return router;
}
