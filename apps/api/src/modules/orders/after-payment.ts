import { formatEuros, ORDER_STATUS } from '@shop/shared';
import type { Db } from '../../db/client';
import { translate } from '../../lib/messages';
import { enqueueMail } from '../jobs';
import { renderEmail } from '../mail';
import { orderStatusMail } from './mails';
import type { orders } from './table';

export type PaidOrder = {
  order: typeof orders.$inferSelect;
  customer: { email: string; name: string };
  invoiceNumber: string;
  publicUrl: string;
};

function productConfirmation({ order, customer, invoiceNumber, publicUrl }: PaidOrder) {
  const { lang } = order;
  return {
    to: customer.email,
    ...renderEmail({
      lang,
      subject: translate('orders.mail.paidSubject', lang, { code: order.code }),
      heading: translate('orders.mail.paidHeading', lang),
      paragraphs: [
        translate('orders.mail.paidBody', lang, {
          name: customer.name,
          total: formatEuros(order.totalCents, lang),
          code: order.code,
          invoice: invoiceNumber,
        }),
      ],
      action: {
        label: translate('orders.mail.track', lang),
        url: `${publicUrl}/trackOrder/${ORDER_STATUS.received}/${order.code.slice(1)}`,
      },
    }),
  };
}

/**
 * Everything that follows an order's payment outside the order's own rows (today the
 * customer's mail), in the finish transaction. One call, so it can become an order event
 * (an outbox) without touching the paying flow.
 */
export async function afterOrderPaid(tx: Db, paid: PaidOrder): Promise<void> {
  const mail =
    paid.order.kind === 'product'
      ? productConfirmation(paid)
      : orderStatusMail(paid.order, paid.customer, paid.publicUrl);
  await enqueueMail(tx, mail);
}
