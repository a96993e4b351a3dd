/**
 * Back in stock (issue 27, decision 028): a product the customer follows has returned to stock.
 * One per return; the stop link opens a page with a confirm button, so a mail scanner that follows
 * links stops nothing.
 */
import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { formatMoney, type Paise } from "@domain/money";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";

export interface BackInStockProps {
  shop: ShopIdentity;
  customerName: string;
  product: { id: number; name: string; imageUrl: string | null; price: Paise; stock: number };
  /** The stop link's page, absolute. */
  stopUrl: string;
}

export function backInStockSubject(product: { name: string }): string {
  return `Back in stock: ${product.name}`;
}

export function BackInStockEmail({ shop, customerName, product, stopUrl }: BackInStockProps) {
  const link = { color: colors.link };
  const productUrl = `${shop.siteUrl}/product/${product.id}`;
  return (
    <EmailLayout shop={shop} preview={`${product.name} is back in stock`}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        Back in stock
      </Heading>
      <Text>
        Hello {customerName}, {product.name}, which you asked us to watch, is back in stock at {shop.name}
        {product.stock <= 3 ? `: only ${product.stock} left` : ""}.
      </Text>
      <Section>
        {product.imageUrl ? (
          <Img src={product.imageUrl} alt={product.name} width="160" height="160" style={{ height: "auto" }} />
        ) : null}
        <Text style={{ fontSize: "16px", fontWeight: "bold", margin: "8px 0 0" }}>{product.name}</Text>
        <Text style={{ margin: "4px 0 12px" }}>{formatMoney(product.price)}</Text>
        <Button
          href={productUrl}
          style={{ backgroundColor: colors.link, color: "#ffffff", padding: "10px 16px", borderRadius: "4px" }}
        >
          Add to cart
        </Button>
      </Section>
      <Text style={{ color: colors.muted, fontSize: "13px" }}>
        Stock is not held for you: the first shoppers to order get it. You get this email because you asked to be told
        when this product is back. You can follow your alerts on{" "}
        <Link href={`${shop.siteUrl}/stock-alerts`} style={link}>
          your back-in-stock list
        </Link>
        , or{" "}
        <Link href={stopUrl} style={link}>
          stop these alerts
        </Link>
        .
      </Text>
    </EmailLayout>
  );
}
