import { describe, expect, it, vi } from 'vitest';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { DEFAULT_STORE_SETTINGS } from '@/domains/store-settings/schemas';
import { imageUrl } from '@/lib/images';
import { GET } from './route';

vi.mock('@/domains/store-settings/queries', () => ({ getStoreSettings: vi.fn() }));

// `/favicon.ico` answered 404 (browsers ask for it on any page, after a language switch too).
describe('/favicon.ico', () => {
  it("sends browsers to the store's default icon, or to the owner's once it is set", async () => {
    vi.mocked(getStoreSettings).mockResolvedValue({ ...DEFAULT_STORE_SETTINGS, icon: null });
    const before = await GET();
    expect(before.status).toBe(307);
    expect(before.headers.get('location')).toBe('/icon.svg');
    vi.mocked(getStoreSettings).mockResolvedValue({ ...DEFAULT_STORE_SETTINGS, icon: 'store/abc123' });
    expect((await GET()).headers.get('location')).toBe(imageUrl('store/abc123', 320));
  });
});
