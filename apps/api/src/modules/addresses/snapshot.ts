import type { AddressSnapshot } from '../../lib/order-snapshots';
import type { AddressRow } from './delivery';

/**
 * An address as an order and its invoice keep it: every field, the contact name and company
 * included (a deliver-to block without them is no use to a courier or an accountant).
 */
export function addressSnapshot(address: AddressRow): AddressSnapshot {
  return {
    type: address.type,
    label: address.label,
    details: address.details,
    phone: address.phone,
    contactName: address.contactName,
    company: address.company,
    street: address.street,
    postcode: address.postcode,
    city: address.city,
    province: address.province,
    countryCode: address.countryCode,
  };
}
