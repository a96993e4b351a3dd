import { SHOP_NAME } from "@/domain/shop-name";

/** The document title of a screen (React 19 hoists <title> into <head>). */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} | ${SHOP_NAME}`}</title>;
}
