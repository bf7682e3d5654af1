/**
 * A local HTTP double of the Stripe API for the real stripe SDK (STRIPE_API_BASE points at it):
 * just the calls the money paths make, with Stripe's behaviours that matter to them: a POST repeated
 * with the same Idempotency-Key gets the first answer back; a subscription update with
 * 'always_invoice' makes an invoice (paid, or open with a page to pay it); refunds are listed by
 * charge or payment intent; prices are found by lookup key, and a new price takes a key from
 * another only when told to (transfer_lookup_key); a saved card (paymentMethod) carries Stripe's
 * fingerprint, the same card's under any customer, and a subscription names the one it charges. Every request is recorded for the tests to read.
 *
 * It refuses what Stripe refuses where the app relies on it: a parameter the route does not take
 * (stripeParams.ts, from the SDK's request types: so no payment_behavior on a schedule), an
 * idempotency key used again with other parameters or on another route (400, idempotency_error;
 * only answers of requests that ran are kept under their key, as Stripe keeps them), a Checkout
 * Session's `expires_at` less than 30 minutes or more than 24 hours from its own clock, a price id
 * it does not know (in a checkout, a subscription update or a schedule's phases), a subscription
 * update with payment_behavior=pending_if_incomplete carrying any parameter outside the
 * pending-updates reference's list (so no price_data and no metadata), a cancellation
 * (`cancel_at`, `cancel_at_period_end`) set on a subscription a schedule runs (Stripe: update the
 * schedule instead), and a portal session naming a configuration that does not exist.
 *
 * Its clock is Stripe's (`clock`): the tests set it to the server's, or a little ahead of it (a
 * slow network, a box whose clock is behind).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { unknownParam } from './stripeParams';

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
  readonly products = new Map<string, Json>();
  /** Prices by id, with the lookup key each holds (null once moved to another). */
  readonly prices = new Map<string, Json>();
  readonly portalConfigurations = new Map<string, Json>();
  /** Saved cards by id (paymentMethod): each with Stripe's fingerprint, the same card's under any customer. */
  readonly paymentMethods = new Map<string, Json>();
  /** Refunds by id; each names its payment_intent and charge. */
  readonly refunds = new Map<string, Json>();
  /**
   * What the next invoice payment does: a subscription update's invoice is paid for `amountPaid`
   * cents, or left open with a page to pay; an invoice paid on its own (`/pay`) is paid in full, or
   * refused as Stripe refuses it: 'open' when the bank wants the member to confirm
   * (invoice_payment_intent_requires_action), 'declined' when the card is declined.
   */
  nextInvoice: { amountPaid: number; status: 'paid' | 'open' | 'declined' } = {
    amountPaid: 0,
    status: 'paid',
  };
  /** Stripe's clock, in ms: what `expires_at` is measured from and what objects are `created` at. */
  clock: () => number = Date.now;
  /** While set, every request is refused as Stripe refuses a bad key, quoting the key (masked by Stripe, here not). */
  refuseKey = false;
  /** The answers of requests that ran, by idempotency key, with the request they answered. */
  private readonly byKey = new Map<string, { request: string; status: number; json: unknown }>();
  private server: Server | null = null;
  private base: string | null = null;
  private counter = 0;

  /** Listens on a free port (once) and answers its address, the API base to point the SDK at. */
  async start(): Promise<string> {
    if (this.base) return this.base;
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
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
    o: {
      amount: number;
      start: number;
      end: number;
      months?: number;
      metadata?: Json;
      status?: string;
      customer?: string;
      priceId?: string;
      /** The saved card it charges (its default_payment_method), made with paymentMethod. */
      defaultPaymentMethod?: string;
    },
  ) {
    const sub = {
      id,
      object: 'subscription',
      customer: o.customer ?? `cus_${id}`,
      status: o.status ?? 'active',
      created: Math.floor(this.clock() / 1000),
      cancel_at_period_end: false,
      default_payment_method: o.defaultPaymentMethod ?? null,
      schedule: null as string | null,
      latest_invoice: null as string | null,
      pending_update: null as Json | null,
      metadata: o.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: `si_${id}`,
            current_period_start: Math.floor(o.start / 1000),
            current_period_end: Math.floor(o.end / 1000),
            price: {
              id: o.priceId ?? `price_${id}`,
              object: 'price',
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

  /** A card saved to a customer, as Stripe shows it: the fingerprint names the card, not the customer. */
  paymentMethod(id: string, o: { customer: string; fingerprint: string; last4?: string }) {
    const method = {
      id,
      object: 'payment_method',
      type: 'card',
      customer: o.customer,
      created: Math.floor(this.clock() / 1000),
      livemode: false,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: 'visa',
        country: 'US',
        exp_month: 12,
        exp_year: 2030,
        fingerprint: o.fingerprint,
        funding: 'credit',
        last4: o.last4 ?? '4242',
      },
    };
    this.paymentMethods.set(id, method);
    return method;
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
    // What a key's first request was: its route and its parameters, in any order.
    const request = `${req.method} ${url.pathname} ${[...form]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&')}`;
    const reply = (status: number, json: unknown) => {
      // Stripe keeps an answer under its key once the request ran (a card refused included), never
      // a request refused before it ran (bad parameters), so that one may be sent again, corrected;
      // it keeps the answer as it was then, whatever happened to the object since.
      if (req.method === 'POST' && key && (status < 400 || status === 402))
        this.byKey.set(key, { request, status, json: structuredClone(json) });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (this.refuseKey) {
      res.writeHead(401, { 'content-type': 'application/json' });
      const apiKey = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      res.end(
        JSON.stringify({
          error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${apiKey}` },
        }),
      );
      return;
    }
    const earlier = req.method === 'POST' && key ? this.byKey.get(key) : undefined;
    if (earlier && earlier.request !== request)
      return reply(400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
    if (earlier) return reply(earlier.status, earlier.json);
    const notFound = () =>
      reply(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
    const refuse = (message: string, param?: string, code?: string) =>
      reply(400, {
        error: {
          type: 'invalid_request_error',
          message,
          ...(param ? { param } : {}),
          ...(code ? { code } : {}),
        },
      });
    // '/v1/checkout/sessions/cs_1' is the kind 'checkout' with the id 'cs_1', like '/v1/refunds/re_1';
    // the portal's configurations and sessions are the kinds 'portal_configurations', 'portal_sessions';
    // '/v1/invoices/in_1/pay' is the action 'pay' on the invoice 'in_1'.
    const parts = url.pathname
      .replace('/v1/checkout/sessions', '/v1/checkout')
      .replace('/v1/billing_portal/', '/v1/portal_')
      .split('/');
    const [, , kind, id, action] = parts;
    const route = `${req.method} ${kind}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    const unexpected = unknownParam(route, form);
    if (unexpected)
      return refuse(`Received unknown parameter: ${unexpected}`, unexpected, 'parameter_unknown');

    switch (route) {
      case 'POST checkout': {
        const unknown = this.unknownPrice(form);
        if (unknown) return refuse(`No such price: '${unknown}'`, 'line_items[0][price]');
        // Stripe's rule: from 30 minutes to 24 hours after the session is made, by its own clock.
        const now = Math.floor(this.clock() / 1000);
        const expiresAt = form.has('expires_at') ? Number(form.get('expires_at')) : now + 86_400;
        if (expiresAt < now + 30 * 60)
          return refuse(
            'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
            'expires_at',
          );
        if (expiresAt > now + 86_400)
          return refuse(
            'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
            'expires_at',
          );
        const sid = this.id('cs_test');
        const session = {
          id: sid,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${sid}`,
          created: now,
          expires_at: expiresAt,
          status: 'open',
          payment_status: 'unpaid',
          mode: form.get('mode'),
          customer: form.get('customer'),
          customer_email: form.get('customer_email'),
          subscription: null,
          payment_intent: null,
          amount_total: null,
          metadata: metadataOf(form, 'metadata'),
        };
        this.sessions.set(sid, session);
        return reply(200, session);
      }
      case 'POST checkout/:id/expire': {
        const session = this.sessions.get(id ?? '');
        if (!session) return notFound();
        if (session.status !== 'open')
          return refuse(
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
          );
        session.status = 'expired';
        return reply(200, session);
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
      case 'GET subscriptions': {
        // A customer's subscriptions, newest first; status 'all' includes the canceled.
        const customer = form.get('customer');
        const status = form.get('status');
        const data = [...this.subscriptions.values()]
          .filter((s) => customer === null || s.customer === customer)
          .filter((s) =>
            status === null ? s.status !== 'canceled' : status === 'all' || s.status === status,
          )
          .sort((a, b) => Number(b.created) - Number(a.created))
          .map((s) => this.expanded(s, form, 'data.latest_invoice'));
        return reply(200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
      }
      case 'GET subscriptions/:id': {
        const sub = this.subscriptions.get(id ?? '');
        return sub ? reply(200, this.expanded(sub, form, 'latest_invoice')) : notFound();
      }
      case 'POST subscriptions/:id': {
        const sub = this.subscriptions.get(id ?? '');
        if (!sub) return notFound();
        const pending = form.get('payment_behavior') === 'pending_if_incomplete';
        const unsupported = pending ? [...form.keys()].find((k) => !PENDING_UPDATE_PARAM.test(k)) : undefined;
        if (unsupported)
          return refuse(
            `Received unsupported parameter '${unsupported}' with payment_behavior=pending_if_incomplete: pending updates accept only ${PENDING_UPDATE_PARAMS}.`,
            unsupported,
          );
        const unknown = this.unknownPrice(form);
        if (unknown) return refuse(`No such price: '${unknown}'`, 'items[0][price]');
        // A subscription run by a schedule takes its end from the schedule only.
        const ending = ['cancel_at', 'cancel_at_period_end'].find((k) => form.has(k));
        if (sub.schedule && ending)
          return refuse(
            `The subscription is managed by the subscription schedule \`${String(sub.schedule)}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
            ending,
          );
        const behavior = form.get('pause_collection[behavior]');
        if (behavior && !['void', 'keep_as_draft', 'mark_uncollectible'].includes(behavior))
          return refuse(`Invalid pause_collection[behavior]: '${behavior}'`, 'pause_collection[behavior]');
        // 'pending_if_incomplete': the new price applies only once its invoice is paid; until then
        // the subscription shows the change as its pending_update.
        const paid = this.nextInvoice.status === 'paid';
        if (!pending || paid) {
          this.applyPrice(sub, form, 'items[0]');
          const plan = form.get('metadata[plan]');
          if (plan) sub.metadata = { ...(sub.metadata as Json), plan };
        }
        if (pending)
          sub.pending_update = paid
            ? null
            : {
                subscription_items: [{ id: form.get('items[0][id]'), price: form.get('items[0][price]') }],
                expires_at: Math.floor(this.clock() / 1000) + 23 * 3600,
              };
        if (form.get('proration_behavior') === 'always_invoice') sub.latest_invoice = this.invoiceFor(sub);
        // Cancel with notice: cancel_at set, or cleared by an empty value.
        if (form.has('cancel_at'))
          sub.cancel_at = form.get('cancel_at') ? Number(form.get('cancel_at')) : null;
        // A freeze: pause_collection set (behavior and resumes_at), or cleared by an empty value.
        if (form.get('pause_collection') === '') sub.pause_collection = null;
        if (behavior) {
          const resumesAt = Number(form.get('pause_collection[resumes_at]'));
          sub.pause_collection = {
            behavior,
            resumes_at: Number.isFinite(resumesAt) && resumesAt > 0 ? resumesAt : null,
          };
        }
        return reply(200, sub);
      }
      case 'DELETE subscriptions/:id': {
        const sub = this.subscriptions.get(id ?? '');
        if (!sub) return notFound();
        sub.status = 'canceled';
        return reply(200, sub);
      }
      case 'POST subscription_schedules': {
        const sub = this.subscriptions.get(form.get('from_subscription') ?? '');
        if (!sub) return notFound();
        const item = (
          sub.items as { data: Array<{ current_period_start: number; current_period_end: number }> }
        ).data[0];
        const price = (sub.items as { data: Array<{ price: { id: string } }> }).data[0]?.price.id;
        const phase = { start_date: item?.current_period_start, end_date: item?.current_period_end };
        const schedule = {
          id: this.id('sub_sched'),
          object: 'subscription_schedule',
          end_behavior: 'release',
          phases: [{ ...phase, items: [{ price, quantity: 1 }], metadata: {} }],
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
        const unknown = this.unknownPrice(form);
        if (unknown) return refuse(`No such price: '${unknown}'`, 'phases[0][items][0][price]');
        const sub = [...this.subscriptions.values()].find((s) => s.schedule === id);
        if (sub) {
          // The phase under way takes its new price at once, its invoice paid or not: a schedule
          // takes no payment_behavior.
          this.applyPrice(sub, form, 'phases[0][items][0]');
          if (form.get('proration_behavior') === 'always_invoice') sub.latest_invoice = this.invoiceFor(sub);
        }
        // The phases as given replace those to come; the subscription ends with the last one when
        // the schedule cancels at its end (Stripe shows that end as the subscription's cancel_at).
        const phases = phasesOf(form);
        if (phases.length > 0) schedule.phases = phases;
        if (form.has('end_behavior')) schedule.end_behavior = form.get('end_behavior');
        if (sub) {
          const lastEnd = (schedule.phases as Array<{ end_date?: number }>).at(-1)?.end_date;
          sub.cancel_at = schedule.end_behavior === 'cancel' && lastEnd ? lastEnd : null;
        }
        return reply(200, schedule);
      }
      case 'GET invoices/:id':
        return this.invoices.has(id ?? '') ? reply(200, this.invoices.get(id ?? '')) : notFound();
      case 'GET invoices': {
        const customer = form.get('customer');
        const subscription = form.get('subscription');
        const data = [...this.invoices.values()]
          .filter((i) => customer === null || i.customer === customer)
          .filter(
            (i) =>
              subscription === null ||
              (i.parent as { subscription_details?: { subscription?: string } } | null)?.subscription_details
                ?.subscription === subscription,
          )
          .sort((a, b) => Number(b.created) - Number(a.created));
        return reply(200, { object: 'list', data, has_more: false, url: '/v1/invoices' });
      }
      case 'POST invoices': {
        // A draft of the customer's, for items added to it by name (pending ones left out).
        const subscription = form.get('subscription');
        const invoice = {
          id: this.id('in'),
          object: 'invoice',
          customer: form.get('customer'),
          status: 'draft',
          created: Math.floor(this.clock() / 1000),
          amount_due: 0,
          amount_paid: 0,
          billing_reason: 'manual',
          collection_method: form.get('collection_method') ?? 'charge_automatically',
          auto_advance: form.get('auto_advance') === 'true',
          description: form.get('description'),
          metadata: metadataOf(form, 'metadata'),
          hosted_invoice_url: null as string | null,
          payment_intent: null as string | null,
          parent: subscription ? { subscription_details: { subscription } } : null,
        };
        this.invoices.set(invoice.id, invoice);
        return reply(200, invoice);
      }
      case 'POST invoiceitems': {
        const invoice = this.invoices.get(form.get('invoice') ?? '');
        if (!invoice) return refuse(`No such invoice: '${form.get('invoice')}'`, 'invoice');
        if (invoice.status !== 'draft')
          return refuse(
            'You can only add invoice items to draft invoices.',
            'invoice',
            'invoice_not_editable',
          );
        const amount = Number(form.get('amount'));
        invoice.amount_due = Number(invoice.amount_due) + amount;
        return reply(200, {
          id: this.id('ii'),
          object: 'invoiceitem',
          invoice: invoice.id,
          amount,
          currency: form.get('currency'),
          description: form.get('description'),
        });
      }
      case 'POST invoices/:id/finalize': {
        const invoice = this.invoices.get(id ?? '');
        if (!invoice) return notFound();
        if (invoice.status !== 'draft')
          return refuse('This invoice is already finalized.', undefined, 'invoice_not_editable');
        // Nothing to pay: paid on finalizing.
        invoice.status = Number(invoice.amount_due) === 0 ? 'paid' : 'open';
        invoice.hosted_invoice_url = `https://invoice.stripe.com/i/${invoice.id}`;
        return reply(200, invoice);
      }
      case 'POST invoices/:id/pay': {
        const invoice = this.invoices.get(id ?? '');
        if (!invoice) return notFound();
        if (invoice.status !== 'open') return refuse(`Invoice is ${String(invoice.status)}, not open.`);
        const payment = this.id('pi');
        if (this.nextInvoice.status === 'open')
          return reply(402, {
            error: {
              type: 'card_error',
              code: 'invoice_payment_intent_requires_action',
              message:
                'This payment requires additional user action before it can be completed successfully.',
              payment_intent: { id: payment, status: 'requires_action' },
            },
          });
        if (this.nextInvoice.status === 'declined')
          return reply(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          });
        Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, payment_intent: payment });
        return reply(200, invoice);
      }
      case 'POST invoices/:id/void': {
        const invoice = this.invoices.get(id ?? '');
        if (!invoice) return notFound();
        if (invoice.status !== 'open')
          return refuse(`You can only void open invoices, not ${String(invoice.status)} ones.`);
        invoice.status = 'void';
        return reply(200, invoice);
      }
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
      case 'GET payment_methods/:id': {
        const method = this.paymentMethods.get(id ?? '');
        return method ? reply(200, method) : notFound();
      }
      case 'GET charges/:id':
        return this.charges.has(id ?? '') ? reply(200, this.charges.get(id ?? '')) : notFound();
      case 'POST products': {
        const product = {
          id: this.id('prod'),
          object: 'product',
          active: true,
          name: form.get('name'),
          metadata: metadataOf(form, 'metadata'),
        };
        this.products.set(product.id, product);
        return reply(200, product);
      }
      case 'GET products': {
        const active = form.get('active');
        const data = [...this.products.values()].filter(
          (p) => active === null || String(p.active) === active,
        );
        return reply(200, { object: 'list', data, has_more: false, url: '/v1/products' });
      }
      case 'POST prices': {
        const made = this.createPrice(form);
        return typeof made === 'string' ? refuse(made) : reply(200, made);
      }
      case 'GET prices': {
        const keys = [...form].filter(([k]) => k.startsWith('lookup_keys')).map(([, v]) => v);
        const active = form.get('active');
        const expandProduct = [...form].some(([k, v]) => k.startsWith('expand') && v === 'data.product');
        const data = [...this.prices.values()]
          .filter((p) => keys.length === 0 || keys.includes(String(p.lookup_key)))
          .filter((p) => active === null || String(p.active) === active)
          .map((p) => (expandProduct ? { ...p, product: this.products.get(String(p.product)) } : p));
        return reply(200, { object: 'list', data, has_more: false, url: '/v1/prices' });
      }
      case 'POST portal_configurations': {
        const configuration = {
          id: this.id('bpc'),
          object: 'billing_portal.configuration',
          active: true,
          is_default: false,
          name: form.get('name'),
          features: featuresOf(form),
          metadata: metadataOf(form, 'metadata'),
        };
        this.portalConfigurations.set(configuration.id, configuration);
        return reply(200, configuration);
      }
      case 'GET portal_configurations': {
        const active = form.get('active');
        const data = [...this.portalConfigurations.values()].filter(
          (c) => active === null || String(c.active) === active,
        );
        return reply(200, {
          object: 'list',
          data,
          has_more: false,
          url: '/v1/billing_portal/configurations',
        });
      }
      case 'POST portal_sessions': {
        // Without a configuration Stripe uses the account's default one (here: 'bpc_default').
        const configuration = form.get('configuration');
        if (configuration && !this.portalConfigurations.has(configuration))
          return refuse(`No such configuration: '${configuration}'`, 'configuration');
        const session = {
          id: this.id('bps'),
          object: 'billing_portal.session',
          customer: form.get('customer'),
          return_url: form.get('return_url'),
          configuration: configuration ?? 'bpc_default',
          url: `https://billing.stripe.com/p/session/${this.counter}`,
        };
        return reply(200, session);
      }
      default:
        return reply(404, { error: { type: 'invalid_request_error', message: `double has no ${route}` } });
    }
  }

  /** A subscription with its latest invoice in full, when the request asks for it (`expand`). */
  private expanded(sub: Json, form: URLSearchParams, path: string): Json {
    const wanted = [...form].some(([k, v]) => k.startsWith('expand') && v === path);
    const latest = sub.latest_invoice as string | null;
    return wanted && latest ? { ...sub, latest_invoice: this.invoices.get(latest) ?? latest } : sub;
  }

  /** A price may be a known Price, or (where Stripe allows it) written inline as price_data. */
  private applyPrice(sub: Json, form: URLSearchParams, prefix: string): void {
    const item = (sub.items as { data: Array<{ price: Json }> }).data[0];
    if (!item) return;
    const named = form.get(`${prefix}[price]`);
    const known = named ? this.priceById(named) : undefined;
    if (known) {
      item.price = { ...known };
      return;
    }
    const amount = form.get(`${prefix}[price_data][unit_amount]`);
    if (amount) item.price = { ...item.price, id: this.id('price'), unit_amount: Number(amount) };
  }

  /** A price by id: one made here, or one a subscription set up by a test is on. */
  private priceById(id: string): Json | undefined {
    const made = this.prices.get(id);
    if (made) return made;
    for (const sub of this.subscriptions.values()) {
      const found = (sub.items as { data: Array<{ price: Json }> }).data.find((i) => i.price.id === id);
      if (found) return found.price;
    }
    return undefined;
  }

  /** The first price id the request names (at any depth, as `...[price]`) that does not exist. */
  private unknownPrice(form: URLSearchParams): string | undefined {
    for (const [key, value] of form) if (/\[price\]$/.test(key) && !this.priceById(value)) return value;
    return undefined;
  }

  /** The new price, or why Stripe would refuse it. */
  private createPrice(form: URLSearchParams): Json | string {
    const product = form.get('product') ?? '';
    if (!this.products.has(product)) return `No such product: '${product}'`;
    const lookupKey = form.get('lookup_key');
    const holder = [...this.prices.values()].find((p) => lookupKey && p.lookup_key === lookupKey);
    if (holder && form.get('transfer_lookup_key') !== 'true')
      return `A price (${String(holder.id)}) already uses the lookup key '${lookupKey}'; pass transfer_lookup_key to move it.`;
    if (holder) holder.lookup_key = null;
    const interval = form.get('recurring[interval]');
    const price = {
      id: this.id('price'),
      object: 'price',
      active: true,
      product,
      currency: form.get('currency'),
      unit_amount: Number(form.get('unit_amount')),
      type: interval ? 'recurring' : 'one_time',
      recurring: interval
        ? { interval, interval_count: Number(form.get('recurring[interval_count]') ?? 1) }
        : null,
      lookup_key: lookupKey,
      nickname: form.get('nickname'),
      metadata: metadataOf(form, 'metadata'),
    };
    this.prices.set(price.id, price);
    return price;
  }

  private invoiceFor(sub: Json): string {
    const invoice = {
      id: this.id('in'),
      object: 'invoice',
      customer: sub.customer,
      created: Math.floor(this.clock() / 1000),
      status: this.nextInvoice.status === 'paid' ? 'paid' : 'open',
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

/**
 * What a subscription update with payment_behavior=pending_if_incomplete may carry: Stripe's
 * pending-updates reference lists expand, payment_behavior, proration_behavior, proration_date,
 * billing_cycle_anchor, items (price, quantity; an item's id says which one), trial_end,
 * trial_from_plan and add_invoice_items.
 */
const PENDING_UPDATE_PARAMS =
  'expand, payment_behavior, proration_behavior, proration_date, billing_cycle_anchor, items[][id|price|quantity], trial_end, trial_from_plan, add_invoice_items';
const PENDING_UPDATE_PARAM =
  /^(expand\[\d+\]|payment_behavior|proration_behavior|proration_date|billing_cycle_anchor|items\[\d+\]\[(id|price|quantity)\]|trial_end|trial_from_plan|add_invoice_items\[.+)$/;

/** A schedule update's phases, as Stripe then shows them (items' price and quantity, dates, metadata). */
function phasesOf(form: URLSearchParams): Json[] {
  const phases: Json[] = [];
  for (let i = 0; form.has(`phases[${i}][items][0][price]`); i += 1) {
    const date = (name: string) => {
      const value = form.get(`phases[${i}][${name}]`);
      return value === null ? undefined : Number(value);
    };
    const before = phases.at(-1)?.end_date as number | undefined;
    const start = date('start_date') ?? before;
    phases.push({
      items: [
        {
          price: form.get(`phases[${i}][items][0][price]`),
          quantity: Number(form.get(`phases[${i}][items][0][quantity]`) ?? 1),
        },
      ],
      // Stripe states every phase's dates: a phase given none runs from the one before for one month.
      start_date: start,
      end_date: date('end_date') ?? (start === undefined ? undefined : monthAfter(start)),
      metadata: metadataOf(form, `phases\\[${i}\\]\\[metadata\\]`),
    });
  }
  return phases;
}

/** The same wall-clock instant a calendar month later (UTC), in seconds. */
function monthAfter(seconds: number): number {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

/** `metadata[plan]=vip` and the like, as an object. */
function metadataOf(form: URLSearchParams, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    const m = key.match(new RegExp(`^${prefix}\\[([^\\]]+)\\]$`));
    if (m?.[1]) out[m[1]] = value;
  }
  return out;
}

/** A portal configuration's features as Stripe shows them: each named feature, enabled or not. */
function featuresOf(form: URLSearchParams): Record<string, { enabled: boolean }> {
  const features: Record<string, { enabled: boolean }> = {};
  for (const [key, value] of form) {
    const m = key.match(/^features\[([a-z_]+)\]\[enabled\]$/);
    if (m?.[1]) features[m[1]] = { enabled: value === 'true' };
  }
  return features;
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
