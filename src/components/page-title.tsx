/** The document title of a screen (React 19 hoists <title> into <head>). */
export const SHOP_TITLE = "Storefront";

export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} | ${SHOP_TITLE}`}</title>;
}
