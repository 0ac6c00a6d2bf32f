import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import type { Envelope } from '../../lib/api-client';
import { cardPayload } from '../../lib/card';
import { postToGateway } from '../../lib/payment/gateway-form';
import { readFailure, readStart } from '../../lib/payment/outcome';
import { figuresOf } from '../../lib/payment/price-change';
import { type CardFields as CardInput, startPayment } from '../../lib/payment/start';
import type {
  GatewayRedirect,
  PaymentMethod,
  PaymentStartData,
  ShownBreakdown,
  ShownFigures,
} from '../../lib/payment/types';
import { CardFields, type CardFieldTexts } from './card-fields';
import { MethodChoice, type OnAccountOffer } from './method-choice';
import { needsCardFields, type PaymentOptions, usePaymentOptions } from './payment-options';
import { PriceChanged } from './price-changed';
import { ToBank } from './to-bank';
import { useCardForm } from './use-card-form';

/** What one payment is for: the differences between the cart's and a quote's payment, as data. */
export type PaymentTarget = {
  endpoint: '/payment' | '/buy/service';
  /** What is paid beside the figures (address, country, order...); null until it is known. */
  body: Record<string, unknown> | null;
  /** The figures on screen, sent so the server charges exactly them; null until known. */
  shown: ShownBreakdown | null;
  /** Anything else the page waits for (totals loading, a destination it cannot serve...). */
  ready: boolean;
  /** What else makes a new attempt (a new address, a new country). */
  attemptScope: unknown;
};

export type PaymentFormText = CardFieldTexts & {
  formLabel: string;
  safe: string;
  payNow: string;
  sending: string;
};

/**
 * The one payment form of the cart and of a service quote (docs/decisions/037-storefront-payment-flow.md):
 * method, card (when the gateway takes it here), the figures shown, one Idempotency-Key per
 * attempt, and every answer of the contract: paid, to the bank, still being confirmed, a new
 * price to accept, a payment already under way, throttled, refused.
 */
export function PaymentForm({
  target,
  text,
  testIds,
  options: givenOptions,
  busy = false,
  keepFailureOnEdit = false,
  required,
  children,
  onPaid,
  onAnswered,
  onAccount = null,
}: {
  target: PaymentTarget;
  text: PaymentFormText;
  testIds: { form: string; error: string };
  /** What the gateway offers; read from GET /api/payments/options when not given. */
  options?: PaymentOptions;
  /** Work that follows a payment (a delivery note's upload) keeps the form locked. */
  busy?: boolean;
  /** Leave the last failure on screen while the card is corrected. */
  keepFailureOnEdit?: boolean;
  required?: boolean;
  /** Fields of this payment only, below the card (the reseller's options). */
  children?: ReactNode;
  onPaid: (envelope: Envelope<PaymentStartData>) => void | Promise<void>;
  /** After any answer or failure: the page's queries to read again. */
  onAnswered?: (paid: boolean) => void;
  /** A trade account's credit terms: "on account" is offered beside the gateway's methods. */
  onAccount?: OnAccountOffer | null;
}) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const options = usePaymentOptions(givenOptions);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [redirect, setRedirect] = useState<GatewayRedirect | null>(null);
  // What the customer saw when paying: a 409 is compared with it, not with the totals the
  // page reads again after any answer (they already show the new price then).
  const [seen, setSeen] = useState<ShownBreakdown | null>(null);
  const pay = useMutation({ mutationFn: startPayment });
  const { reset } = pay;
  const card = useCardForm({
    attemptScope: `${String(target.attemptScope)}/${method}`,
    onCardEdit: keepFailureOnEdit ? undefined : reset,
  });
  // A new address, country or method: the last answer no longer describes what is on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scope is what resets it
  useEffect(() => reset(), [target.attemptScope, method, reset]);
  // Back from the bank's page, the browser may restore this page as it was left (back-forward
  // cache): "taking you to your bank" and a locked form. The customer came back to pay again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setRedirect(null);
      reset();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);

  const withCard = options !== undefined && needsCardFields(options, method);
  const locked = pay.isPending || busy || redirect !== null;
  const known = options !== undefined && target.body !== null && target.shown !== null && target.ready;
  const canPay = known && (!withCard || card.form.formState.isValid) && !locked;

  function send(figures: ShownFigures, seenNow: ShownBreakdown | null, cardFields?: CardInput) {
    if (target.body === null || pay.isPending) return;
    setSeen(seenNow);
    pay.mutate(
      {
        endpoint: target.endpoint,
        body: target.body,
        figures,
        method,
        ...(cardFields ? { card: cardFields } : {}),
        idempotencyKey: card.attemptKey(),
      },
      {
        onSuccess: async (envelope) => {
          card.paid();
          const outcome = readStart(envelope);
          onAnswered?.(outcome.kind === 'paid');
          if (outcome.kind === 'redirect') {
            setRedirect(outcome.redirect);
            postToGateway(outcome.redirect);
          } else if (outcome.kind === 'pending') {
            navigate(paths.paymentResult(outcome.paymentId));
          } else {
            await onPaid(envelope);
          }
        },
        onError: (error) => {
          card.failed(error);
          onAnswered?.(false);
          const failure = readFailure(error);
          if (failure.kind === 'inProgress') navigate(paths.paymentResult(failure.paymentId));
        },
      },
    );
  }

  /** Pays these figures: the ones on screen, or the new ones of a 409 the customer accepted. */
  function submitWith(seenNow: ShownBreakdown) {
    const figures = figuresOf(seenNow);
    if (!withCard) return send(figures, seenNow);
    void card.form.handleSubmit((values) => send(figures, seenNow, cardPayload(values)))();
  }

  const failure = pay.isError ? readFailure(pay.error) : null;
  const shownFigures = target.shown;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (shownFigures && canPay) submitWith(shownFigures);
      }}
      noValidate
      aria-label={text.formLabel}
      className="space-y-4"
      data-testid={testIds.form}
    >
      {options ? (
        <MethodChoice
          methods={onAccount ? [...options.methods, 'account'] : options.methods}
          value={method}
          onChange={setMethod}
          disabled={locked}
          onAccount={onAccount}
        />
      ) : (
        // The options are a small answer read with the form: hold the card's place meanwhile.
        <div className="h-40 animate-pulse rounded-md bg-slate-100" data-testid="payment-options-loading" />
      )}
      {withCard ? (
        <>
          <CardFields card={card} disabled={locked} required={required} text={text} />
          <p className="text-sm text-slate-600">{text.safe}</p>
        </>
      ) : options && method === 'card' ? (
        <p className="text-sm text-slate-600">{t('bankPage')}</p>
      ) : null}
      {children}
      <div aria-live="polite">
        {redirect ? <ToBank redirect={redirect} /> : null}
        {failure?.kind === 'priceChanged' ? (
          <PriceChanged
            message={failure.message}
            breakdown={failure.breakdown}
            shown={seen ?? target.shown}
            busy={locked}
            onAccept={() => submitWith(failure.breakdown)}
          />
        ) : failure && failure.kind !== 'inProgress' ? (
          <div
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800"
            data-testid={testIds.error}
          >
            <ul className="space-y-0.5">
              {(failure.kind === 'unknown'
                ? [t('unknown')]
                : failure.kind === 'throttled'
                  ? [t('throttled')]
                  : failure.lines
              ).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {failure?.kind === 'priceChanged' ? null : (
        <button
          type="submit"
          disabled={!canPay}
          aria-busy={locked || undefined}
          className="w-full rounded-md bg-accent-500 px-4 py-3 text-lg font-bold text-slate-900 hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-50"
          data-testid="pay-now"
        >
          {locked ? text.sending : text.payNow}
        </button>
      )}
    </form>
  );
}
