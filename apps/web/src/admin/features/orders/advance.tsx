import type { Carrier } from '@shop/shared/api/orders';
import { TRACKING_NUMBER_PATTERN } from '@shop/shared/carriers';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/format';
import { DialogError, DialogFooter, DialogShell } from '../../components/dialog-shell';
import { buttonClass } from '../../components/ui';
import { useAdminQuery } from '../../lib/api';
import { useAdvanceOrder } from './api';
import type { OrderDetail } from './types';

const splitNumbers = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((n) => n.trim())
    .filter(Boolean);

/**
 * Move a paid order to its next production status (4 → 5 → … → 8) behind a confirmation, with an
 * optional note (internal unless ticked "shown to the customer"). Handing a product order to the
 * courier (6 → 7) also asks for the carrier and the tracking numbers. `startOpen`: the scan field
 * opened this order to offer the step.
 */
export function AdvanceButton({
  order,
  onDone,
  startOpen = false,
}: {
  order: OrderDetail;
  onDone?: (message?: string) => void;
  startOpen?: boolean;
}) {
  const { t } = useTranslation('admin');
  const ids = useId();
  const advance = useAdvanceOrder(order.id);
  const [open, setOpen] = useState(startOpen);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [note, setNote] = useState('');
  const [shown, setShown] = useState(false);
  const [carrierId, setCarrierId] = useState('');
  const [tracking, setTracking] = useState('');
  const next = order.status + 1;
  const dispatching = next === 7;
  const carriers = useAdminQuery<Carrier[]>('carriers', '/admin/carriers', { enabled: dispatching && open });
  if (order.status < 4 || order.status >= 8) return null;
  const numbers = splitNumbers(tracking);
  const needsShipment = dispatching && order.kind === 'product';
  const shipmentGiven =
    carrierId !== '' && numbers.length > 0 && numbers.every((n) => TRACKING_NUMBER_PATTERN.test(n));
  const ready = !needsShipment || shipmentGiven;
  const submit = async () => {
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await advance.mutateAsync({
        from: order.status,
        note: note.trim(),
        note_shown: shown,
        ...(dispatching && carrierId !== ''
          ? { carrier_id: Number(carrierId), tracking_numbers: numbers }
          : {}),
      });
      setBusy(false);
      setOpen(false);
      setNote('');
      setShown(false);
      setCarrierId('');
      setTracking('');
      onDone?.(answer.message);
    } catch (e) {
      setBusy(false);
      setError(e);
    }
  };
  const field = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2';
  return (
    <DialogShell
      alert
      size="form"
      open={open}
      onOpenChange={(value) => {
        if (busy) return;
        setOpen(value);
        setError(null);
      }}
      title={t('orders.advanceConfirmTitle', { code: isolate(order.code) })}
      description={t('orders.advanceConfirmBody', {
        from: t(`status.${order.status}`),
        to: t(`status.${next}`),
      })}
      trigger={
        <button type="button" className={buttonClass('primary')} data-testid="advance-order">
          {t('orders.advanceTo', { status: t(`status.${next}`) })}
        </button>
      }
    >
      <form
        noValidate
        className="mt-4 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {dispatching ? (
          <>
            {needsShipment ? <p className="text-sm text-slate-700">{t('orders.dispatchNeeds')}</p> : null}
            <label className="block text-sm font-medium" htmlFor={`${ids}-carrier`}>
              {t('orders.carrier')}
              <select
                id={`${ids}-carrier`}
                className={field}
                value={carrierId}
                required={needsShipment}
                onChange={(e) => setCarrierId(e.target.value)}
                data-testid="dispatch-carrier"
              >
                <option value="">{t('orders.chooseCarrier')}</option>
                {(carriers.data ?? [])
                  .filter((c) => c.active)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
              </select>
            </label>
            <label className="block text-sm font-medium" htmlFor={`${ids}-tracking`}>
              {t('orders.tracking')}
              <input
                id={`${ids}-tracking`}
                className={field}
                dir="ltr"
                value={tracking}
                required={needsShipment}
                aria-describedby={`${ids}-tracking-hint`}
                onChange={(e) => setTracking(e.target.value)}
                data-testid="dispatch-tracking"
              />
              <span id={`${ids}-tracking-hint`} className="text-xs text-slate-600">
                {t('orders.trackingHint')}
              </span>
            </label>
          </>
        ) : null}
        <label className="block text-sm font-medium" htmlFor={`${ids}-note`}>
          {t('orders.noteLabel')}
          <textarea
            id={`${ids}-note`}
            className={field}
            rows={2}
            maxLength={2000}
            dir="auto"
            value={note}
            aria-describedby={`${ids}-note-hint`}
            onChange={(e) => setNote(e.target.value)}
            data-testid="advance-note"
          />
          <span id={`${ids}-note-hint`} className="text-xs text-slate-600">
            {t('orders.noteHint')}
          </span>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={shown}
            onChange={(e) => setShown(e.target.checked)}
            data-testid="advance-note-shown"
          />
          {t('orders.noteShown')}
        </label>
        <DialogError error={error} />
        <DialogFooter busy={busy} className="mt-4">
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={busy || !ready}
            data-testid="confirm-advance"
          >
            {busy ? t('states.working') : t('orders.advance')}
          </button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
