// Types of image-cdn.mjs for TypeScript importers (tests).
export const IMAGE_CDN_PATH: "/.netlify/images";
export function remoteImagePatterns(toml: string): string[];
export function negotiatedFormat(accept: string | null | undefined): "avif" | "webp" | null;
export function createImageCdn(options: {
  remoteImages: string[];
  cacheDir: string;
}): (request: Request) => Promise<Response>;
