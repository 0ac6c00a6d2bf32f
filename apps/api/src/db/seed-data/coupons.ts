export type CouponSeed = {
  code: string;
  percentOff: number;
  minSubtotalCents: number;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  active: boolean;
};

/** Demo coupons: one open to all, one for larger trade orders, one already expired. */
export const coupons: CouponSeed[] = [
  {
    code: 'WELCOME10',
    percentOff: 10,
    minSubtotalCents: 0,
    validFrom: null,
    validUntil: null,
    usageLimit: null,
    active: true,
  },
  {
    code: 'TRADE15',
    percentOff: 15,
    minSubtotalCents: 20000,
    validFrom: null,
    validUntil: null,
    usageLimit: null,
    active: true,
  },
  {
    code: 'EXPIRED5',
    percentOff: 5,
    minSubtotalCents: 0,
    validFrom: new Date('2024-01-01T00:00:00Z'),
    validUntil: new Date('2024-12-31T23:59:59Z'),
    usageLimit: null,
    active: true,
  },
];
