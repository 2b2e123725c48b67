import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { readableOn } from '@/lib/theme';

// The default share image (spec section 9: 1200×630) in the store's colours and English name, drawn on first request
// and cached until the branding changes. Latin text only: the image renderer (satori) cannot shape Noto Sans Arabic
// yet, and no font may be fetched.
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const alt = 'Wishah — Your Premium Scarf Store';

export default async function OpenGraphImage() {
  const settings = await getStoreSettings();
  const font = await fs.readFile(
    path.join(
      process.cwd(),
      'node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-latin-700-normal.woff',
    ),
  );
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        background: `linear-gradient(135deg, ${settings.primaryColor}, ${settings.secondaryColor})`,
        color: readableOn(settings.primaryColor),
        fontFamily: 'Noto Latin',
      }}
    >
      <div style={{ display: 'flex', fontSize: 112, fontWeight: 700 }}>
        {settings.storeName.en || 'Wishah'}
      </div>
      <div style={{ display: 'flex', fontSize: 44, marginTop: 24, opacity: 0.9 }}>
        Your Premium Scarf Store
      </div>
    </div>,
    { ...size, fonts: [{ name: 'Noto Latin', data: font, weight: 700, style: 'normal' }] },
  );
}
