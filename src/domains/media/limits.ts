// The store's uploaded images, apart from any schema: what a form checks before sending one.

/** An image up to 5 MB (spec section 9). */
export const IMAGE_MAX_BYTES = 5 * 2 ** 20;
/** What an upload may be; sharp checks the content itself on the server, whatever the file is called. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** Where an image belongs: 'store' is the logo, icon and hero image, 'pages' an owner's page's images. */
export const IMAGE_FOLDERS = ['products', 'categories', 'brands', 'store', 'pages'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];
/** The numbers the image messages quote (`{maxMb, number, integer}`). */
export const IMAGE_MESSAGE_VALUES = { maxMb: IMAGE_MAX_BYTES / 2 ** 20 };
