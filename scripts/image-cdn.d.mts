// Types of image-cdn.mjs for TypeScript importers (tests).
export const IMAGE_CDN_PATH: "/.netlify/images";
export const MAX_DIMENSION: number;
export const SVG_HEADERS: Record<string, string>;
export const CACHE_LIMITS: CacheLimits;
export interface CacheLimits {
  bytes: number;
  ageMs: number;
}
export interface Rendition {
  url: string;
  w?: number;
  h?: number;
  q?: number;
  fit?: "contain" | "cover" | "fill";
  position?: "center" | "top" | "bottom" | "left" | "right";
  fm?: "avif" | "webp" | "jpg" | "png" | "gif" | "blurhash";
}
export function renditionRequest(
  query: URLSearchParams,
  source: (address: string) => string | null,
): { rendition: Rendition; error?: undefined } | { error: string; rendition?: undefined };
export function pictureSource(address: string, imageHost: string, patterns: RegExp[]): string | null;
export function remoteImagePatterns(toml: string, context?: string): string[];
export function negotiatedFormat(accept: string | null | undefined): "avif" | "webp" | null;
export function createImageCdn(options: {
  remoteImages: string[];
  imageHost: string;
  cacheDir: string;
  cacheLimits?: CacheLimits;
}): (request: Request) => Promise<Response>;
