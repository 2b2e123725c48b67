// Couriers an owner in the Gulf ships with, and where each tracks a parcel by its number (the couriers' own public
// tracking pages). Another courier is named by the owner, with the link to its tracking page if it has one.
// Pure: the admin's ship form, the order's pages and the mail read it.

export const COURIERS = ['aramex', 'smsa', 'dhl', 'other'] as const;
export type Courier = (typeof COURIERS)[number];

const TRACKING_PAGES: Record<Exclude<Courier, 'other'>, (number: string) => string> = {
  aramex: (n) => `https://www.aramex.com/track/results?ShipmentNumber=${encodeURIComponent(n)}`,
  smsa: (n) => `https://www.smsaexpress.com/trackingdetails?tracknumbers=${encodeURIComponent(n)}`,
  dhl: (n) =>
    `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${encodeURIComponent(n)}`,
};

/** The couriers' names as every language writes them (brands). */
export const COURIER_NAMES: Record<Exclude<Courier, 'other'>, string> = {
  aramex: 'Aramex',
  smsa: 'SMSA Express',
  dhl: 'DHL Express',
};

export type Shipment = { courier: string; trackingNumber: string; trackingUrl: string | null };

/** What is stored for a shipment as the owner gave it: a known courier's key and its tracking page, or another's name. */
export function shipmentOf(input: {
  courier: Courier;
  courierName?: string;
  trackingNumber: string;
  trackingUrl?: string;
}): Shipment {
  const trackingNumber = input.trackingNumber.trim();
  if (input.courier === 'other')
    return {
      courier: (input.courierName ?? '').trim(),
      trackingNumber,
      trackingUrl: input.trackingUrl?.trim() || null,
    };
  return {
    courier: input.courier,
    trackingNumber,
    trackingUrl: TRACKING_PAGES[input.courier](trackingNumber),
  };
}

/** A stored courier as people read it: a known courier's name, or what the owner typed. */
export const courierName = (courier: string) =>
  (COURIER_NAMES as Record<string, string | undefined>)[courier] ?? courier;
