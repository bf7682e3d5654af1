/**
 * A local HTTP double of the Stripe API for the real stripe SDK (STRIPE_API_BASE points at it):
 * just the calls the money paths make, with Stripe's behaviours that matter to them: a POST repeated
 * with the same Idempotency-Key gets the first answer back; a subscription update with
 * 'always_invoice' makes an invoice (paid, or open with a page to pay it); refunds are listed by
 * charge or payment intent. Every request is recorded for the tests to read.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

type Json = Record<string, unknown>;

export class StripeDouble {
  readonly seen: SeenRequest[] = [];
  readonly subscriptions = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly invoices = new Map<string, Json>();
  readonly schedules = new Map<string, Json>();
  readonly charges = new Map<string, Json>();
  /** Refunds by id; each names its payment_intent and charge. */
  readonly refunds = new Map<string, Json>();
  /** What the next proration invoice says: paid for this many cents, or open with a page to pay. */
  nextInvoice: { amountPaid: number; status: 'paid' | 'open' } = { amountPaid: 0, status: 'paid' };
  private readonly byKey = new Map<string, { status: number; json: unknown }>();
  private server: Server | null = null;
  private counter = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  requests(method: string, path: string | RegExp): SeenRequest[] {
    return this.seen.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  /** A subscription on one monthly (or 3-monthly) price, as Stripe shows it. */
  subscription(
    id: string,
    o: { amount: number; start: number; end: number; months?: number; metadata?: Json },
  ) {
    const sub = {
      id,
      object: 'subscription',
      customer: `cus_${id}`,
      status: 'active',
      cancel_at_period_end: false,
      schedule: null as string | null,
      latest_invoice: null as string | null,
      metadata: o.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: `si_${id}`,
            current_period_start: Math.floor(o.start / 1000),
            current_period_end: Math.floor(o.end / 1000),
            price: {
              id: `price_${id}`,
              product: 'prod_lounge',
              unit_amount: o.amount,
              recurring: { interval: 'month', interval_count: o.months ?? 1 },
            },
          },
        ],
      },
    };
    this.subscriptions.set(id, sub);
    return sub;
  }

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}_${this.counter}`;
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://double');
    const raw = req.method === 'GET' ? url.search.slice(1) : await readBody(req);
    const form = new URLSearchParams(raw);
    const key = req.headers['idempotency-key'] as string | undefined;
    this.seen.push({ method: req.method ?? '', path: url.pathname, form, idempotencyKey: key });
    const reply = (status: number, json: unknown) => {
      if (req.method === 'POST' && key) this.byKey.set(key, { status, json });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const earlier = req.method === 'POST' && key ? this.byKey.get(key) : undefined;
    if (earlier) {
      res.writeHead(earlier.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(earlier.json));
      return;
    }
    const notFound = () =>
      reply(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
    // '/v1/checkout/sessions/cs_1' is the kind 'checkout' with the id 'cs_1', like '/v1/refunds/re_1'.
    const parts = url.pathname.replace('/v1/checkout/sessions', '/v1/checkout').split('/');
    const [, , kind, id] = parts;
    const route = `${req.method} ${kind}${id ? '/:id' : ''}`;

    switch (route) {
      case 'POST checkout': {
        const sid = this.id('cs_test');
        return reply(200, {
          id: sid,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${sid}`,
          expires_at: Number(form.get('expires_at') ?? Math.floor(Date.now() / 1000) + 86_400),
          status: 'open',
        });
      }
      case 'GET checkout': {
        // Listed by the payment intent a one-off session paid, or the subscription one started.
        const pi = form.get('payment_intent');
        const sub = form.get('subscription');
        const data = [...this.sessions.values()].filter(
          (s) => (pi && s.payment_intent === pi) || (sub && s.subscription === sub),
        );
        return reply(200, { object: 'list', data, has_more: false });
      }
      case 'GET checkout/:id': {
        const session = this.sessions.get(id ?? '');
        return session ? reply(200, session) : notFound();
      }
      case 'GET subscriptions/:id': {
        const sub = this.subscriptions.get(id ?? '');
        if (!sub) return notFound();
        const expand = [...form].some(([k, v]) => k.startsWith('expand') && v === 'latest_invoice');
        const latest = sub.latest_invoice as string | null;
        return reply(200, expand && latest ? { ...sub, latest_invoice: this.invoices.get(latest) } : sub);
      }
      case 'POST subscriptions/:id': {
        const sub = this.subscriptions.get(id ?? '');
        if (!sub) return notFound();
        // 'pending_if_incomplete': the new price applies only once its invoice is paid.
        if (this.nextInvoice.status === 'paid') {
          this.applyPrice(sub, form, 'items[0][price_data]');
          sub.metadata = { ...(sub.metadata as Json), plan: form.get('metadata[plan]') };
        }
        if (form.get('proration_behavior') === 'always_invoice') sub.latest_invoice = this.invoiceFor(sub);
        return reply(200, sub);
      }
      case 'POST subscription_schedules': {
        const sub = this.subscriptions.get(form.get('from_subscription') ?? '');
        if (!sub) return notFound();
        const item = (
          sub.items as { data: Array<{ current_period_start: number; current_period_end: number }> }
        ).data[0];
        const phase = { start_date: item?.current_period_start, end_date: item?.current_period_end };
        const schedule = {
          id: this.id('sub_sched'),
          object: 'subscription_schedule',
          phases: [phase],
          current_phase: phase,
        };
        this.schedules.set(schedule.id, schedule);
        sub.schedule = schedule.id;
        return reply(200, schedule);
      }
      case 'GET subscription_schedules/:id':
        return this.schedules.has(id ?? '') ? reply(200, this.schedules.get(id ?? '')) : notFound();
      case 'POST subscription_schedules/:id': {
        const schedule = this.schedules.get(id ?? '');
        if (!schedule) return notFound();
        const sub = [...this.subscriptions.values()].find((s) => s.schedule === id);
        if (sub && form.get('proration_behavior') === 'always_invoice') {
          this.applyPrice(sub, form, 'phases[0][items][0][price_data]');
          sub.latest_invoice = this.invoiceFor(sub);
        }
        return reply(200, schedule);
      }
      case 'GET invoices/:id':
        return this.invoices.has(id ?? '') ? reply(200, this.invoices.get(id ?? '')) : notFound();
      case 'GET invoice_payments': {
        // By invoice, or by the payment intent that paid one.
        const byPayment = form.get('payment[payment_intent]');
        const invoice = byPayment
          ? [...this.invoices.values()].find((i) => i.payment_intent === byPayment)
          : this.invoices.get(form.get('invoice') ?? '');
        const pi = invoice?.payment_intent as string | undefined;
        return reply(200, {
          object: 'list',
          data: pi
            ? [
                {
                  id: this.id('inpay'),
                  invoice: invoice?.id,
                  payment: { type: 'payment_intent', payment_intent: pi },
                },
              ]
            : [],
          has_more: false,
        });
      }
      case 'POST refunds': {
        const refund = {
          id: this.id('re'),
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
          metadata: { ledgerId: form.get('metadata[ledgerId]') },
        };
        this.refunds.set(refund.id, refund);
        return reply(200, refund);
      }
      case 'GET refunds': {
        const charge = form.get('charge');
        const pi = charge ? (this.charges.get(charge)?.payment_intent as string) : form.get('payment_intent');
        const data = [...this.refunds.values()].filter((r) => r.payment_intent === pi);
        return reply(200, { object: 'list', data, has_more: false });
      }
      case 'POST customers/:id': {
        // A customer's email, set or (given as '') cleared.
        const email = form.get('email');
        return reply(200, { id, object: 'customer', email: email === '' ? null : email });
      }
      case 'GET charges/:id':
        return this.charges.has(id ?? '') ? reply(200, this.charges.get(id ?? '')) : notFound();
      default:
        return reply(404, { error: { type: 'invalid_request_error', message: `double has no ${route}` } });
    }
  }

  private applyPrice(sub: Json, form: URLSearchParams, prefix: string): void {
    const amount = form.get(`${prefix}[unit_amount]`);
    const item = (sub.items as { data: Array<{ price: Json }> }).data[0];
    if (amount && item) item.price = { ...item.price, id: this.id('price'), unit_amount: Number(amount) };
  }

  private invoiceFor(sub: Json): string {
    const invoice = {
      id: this.id('in'),
      object: 'invoice',
      status: this.nextInvoice.status,
      amount_paid: this.nextInvoice.status === 'paid' ? this.nextInvoice.amountPaid : 0,
      billing_reason: 'subscription_update',
      hosted_invoice_url: 'https://invoice.stripe.com/i/pay_here',
      payment_intent: this.id('pi'),
      parent: { subscription_details: { subscription: sub.id } },
    };
    this.invoices.set(invoice.id, invoice);
    return invoice.id;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });
}
