import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { fetchBlob, saveBlob } from '../../../lib/download';
import { formatAmount, isolate } from '../../../lib/format';
import { ConfirmButton } from '../../components/dialogs';
import { FormStatus, NumberInput, TextArea } from '../../components/form';
import { Button, Card } from '../../components/ui';
import { errorText } from '../../lib/api';
import { AcceptBodySchema, RejectBodySchema } from '../../schemas';
import { useAcceptOrder, useRejectOrder } from './api';
import type { OrderDetail } from './types';

type AcceptValues = { service_fee: number | null; message: string };

/**
 * Accept a quote (1 → 3) with its net fee and a message to the customer. No tax field: the
 * server adds the VAT the customer's country and VAT number call for, as for a cart
 * (docs/decisions/043-invoices-an-accountant-accepts.md).
 */
export function AcceptForm({
  order,
  onDone,
}: {
  order: OrderDetail;
  /** After the accept: the server's message and the order it made payable (for a link to it). */
  onDone?: (message?: string, accepted?: { id: number; code: string }) => void;
}) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const accept = useAcceptOrder(order.id);
  const form = useForm<AcceptValues, unknown, { service_fee: number; message: string }>({
    mode: 'all',
    resolver: zodResolver(AcceptBodySchema) as never,
    defaultValues: { service_fee: null, message: '' },
  });
  const fee = Number(form.watch('service_fee')) || 0;
  return (
    <Card title={t('quotes.acceptTitle')}>
      <FormProvider {...form}>
        <form
          noValidate
          className="space-y-3"
          onSubmit={form.handleSubmit(async (body) => {
            const answer = await accept.mutateAsync(body).catch(() => null);
            if (answer) onDone?.(answer.message, { id: order.id, code: order.code });
          })}
        >
          <NumberInput label={t('quotes.netFee')} name="service_fee" step="0.01" min="0" />
          <p className="text-sm text-slate-700" aria-live="polite">
            {t('quotes.customerPaysNet', { amount: formatAmount(fee, lang) })}
          </p>
          <TextArea label={t('quotes.messageToCustomer')} name="message" />
          <FormStatus error={accept.error} />
          <Button
            type="submit"
            disabled={!form.formState.isValid || accept.isPending}
            data-testid="accept-quote"
          >
            {accept.isPending ? t('states.working') : t('quotes.accept')}
          </Button>
        </form>
      </FormProvider>
    </Card>
  );
}

/** Reject a quote (1 → 2) with the reason the customer reads; asks first. */
export function RejectForm({ order, onDone }: { order: OrderDetail; onDone?: (message?: string) => void }) {
  const { t } = useTranslation('admin');
  const reject = useRejectOrder(order.id);
  const form = useForm<{ message: string }>({
    mode: 'all',
    resolver: zodResolver(RejectBodySchema),
    defaultValues: { message: '' },
  });
  return (
    <Card title={t('quotes.rejectTitle')}>
      <FormProvider {...form}>
        <form noValidate className="space-y-3" onSubmit={(e) => e.preventDefault()}>
          <TextArea label={t('quotes.rejectReason')} name="message" />
          <ConfirmButton
            label={t('quotes.reject')}
            disabled={!form.formState.isValid}
            title={t('quotes.rejectConfirmTitle', { code: isolate(order.code) })}
            description={t('quotes.rejectConfirmBody')}
            confirmLabel={t('quotes.reject')}
            onConfirm={async () => {
              const answer = await reject.mutateAsync(form.getValues());
              onDone?.(answer.message);
            }}
          />
        </form>
      </FormProvider>
    </Card>
  );
}

export { AdvanceButton } from './advance';

/** GET /api/admin/invoices/{id}.pdf with the session cookie, saved as a file. */
export function InvoiceButton({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!order.invoice) return null;
  const invoice = order.invoice;
  // The invoice in the language it was issued in, or the Spanish copy the tax agency reads.
  const download = async (copy?: 'es') => {
    setBusy(true);
    setError(null);
    try {
      saveBlob(
        await fetchBlob(`/admin/invoices/${invoice.id}.pdf${copy ? `?lang=${copy}` : ''}`),
        `invoice-${invoice.number.replace(/[^\w-]/g, '_')}${copy ? `-${copy}` : ''}.pdf`,
      );
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col">
      <span className="inline-flex flex-wrap gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => download()}>
          {busy ? t('states.working') : t('orders.invoice', { number: isolate(invoice.number) })}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => download('es')}>
          {t('orders.invoiceSpanishCopy')}
        </Button>
      </span>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}

/** A product order's PDF for the packer, downloaded with the staff session. */
function OrderPdfButton({ order, document, label }: { order: OrderDetail; document: string; label: string }) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (order.kind !== 'product') return null;
  return (
    <span className="inline-flex flex-col">
      <Button
        variant="secondary"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            saveBlob(
              await fetchBlob(`/admin/orders/${order.id}/${document}.pdf`),
              `${document}-${order.code}.pdf`,
            );
          } catch (e) {
            setError(errorText(e, t));
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? t('states.working') : label}
      </Button>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}

/** GET /api/admin/orders/{id}/packing-list.pdf (product orders): what to put in the parcel. */
export function PackingListButton({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('admin');
  return <OrderPdfButton order={order} document="packing-list" label={t('orders.packingList')} />;
}

/**
 * GET /api/admin/orders/{id}/label.pdf: the parcel label, from the reseller under blind shipping
 * (docs/decisions/055-reseller-brand-and-saved-quotes.md).
 */
export function ParcelLabelButton({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('admin');
  return <OrderPdfButton order={order} document="label" label={t('orders.parcelLabel')} />;
}

/** A PDF behind the session, downloaded on click: the order's job ticket, or a day's tickets. */
function PdfButton({
  url,
  filename,
  label,
  testId,
}: {
  url: string;
  filename: string;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="inline-flex flex-col">
      <Button
        variant="secondary"
        disabled={busy}
        data-testid={testId}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            saveBlob(await fetchBlob(url), filename);
          } catch (e) {
            setError(errorText(e, t));
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? t('states.working') : label}
      </Button>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}

/** GET /api/admin/orders/{id}/ticket.pdf: the job ticket that travels with the work. */
export function JobTicketButton({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('admin');
  if (order.status < 4 || order.status > 8) return null;
  return (
    <PdfButton
      url={`/admin/orders/${order.id}/ticket.pdf`}
      filename={`ticket-${order.code}.pdf`}
      label={t('orders.jobTicket')}
      testId="job-ticket"
    />
  );
}

/** Today in Madrid, "YYYY-MM-DD": the floor's day. */
const madridToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * GET /api/admin/production/tickets.pdf?dispatch=YYYY-MM-DD: the job tickets of the orders due
 * for dispatch that day, in one PDF (today by default). On the production board and the orders
 * list.
 */
export function DayTicketsButton() {
  const { t } = useTranslation('admin');
  const id = useId();
  const [day, setDay] = useState(madridToday);
  return (
    <span className="inline-flex flex-wrap items-start gap-2">
      <label htmlFor={id} className="sr-only">
        {t('orders.ticketsDay')}
      </label>
      <input
        id={id}
        type="date"
        required
        value={day}
        onChange={(e) => setDay(e.target.value || madridToday())}
        className="rounded-md border border-slate-400 px-2 py-1.5 text-sm"
        data-testid="tickets-day"
      />
      <PdfButton
        url={`/admin/production/tickets.pdf?dispatch=${encodeURIComponent(day)}`}
        filename={`tickets-${day}.pdf`}
        label={t('orders.ticketsDayPrint')}
        testId="day-tickets"
      />
    </span>
  );
}
