import 'server-only';
import QRCode from 'qrcode';

// The ZATCA QR code drawn (docs/decisions/0020-saudi-tax-invoices.md): medium error correction and the standard
// four-module quiet zone, so a phone reads it off paper or a screen.
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4, width: 240 } as const;

/** The code as a PNG data URL, for the printable invoice (the page's CSP allows `data:` images). */
export const qrDataUrl = (text: string) => QRCode.toDataURL(text, OPTIONS);

/** The code as PNG bytes, for the order mail's inline (CID) attachment: many mail clients block `data:` images. */
export const qrPng = (text: string) => QRCode.toBuffer(text, { ...OPTIONS, type: 'png' });
