/**
 * The parcel's two messages (issue 42, decision 050): "on its way" when the order is shipped,
 * with the carrier, the tracking number and the carrier's page, and "delivered", with the way to
 * return items and to review what came. Composed from the order's events as the shop API has them.
 */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { Locale } from "@domain/locale";
import type { Order } from "@domain/order";
import { eventOf, trackingUrl } from "@domain/order-fulfilment";
import { RETURN_WINDOW_DAYS, returnRequestPath } from "@domain/order-return";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { emailWords } from "./email-words";
import { OrderLines } from "./order-facts";

export interface OrderParcelProps {
  shop: ShopIdentity;
  locale: Locale;
  customerName: string;
  order: Order;
}

export function orderShippedSubject(order: Pick<Order, "id">, locale: Locale): string {
  return emailWords(locale).t("ship.email.shippedSubject", { id: order.id });
}

export function orderDeliveredSubject(order: Pick<Order, "id">, locale: Locale): string {
  return emailWords(locale).t("ship.email.deliveredSubject", { id: order.id });
}

const linkStyle = { color: colors.link };

export function OrderShippedEmail({ shop, locale, customerName, order }: OrderParcelProps) {
  const words = emailWords(locale);
  const { t, date, link } = words;
  const shipped = eventOf(order.events, "Shipped");
  if (!shipped?.carrier || !shipped.trackingNumber) {
    throw new Error(`order ${order.id} has no shipment to announce`);
  }
  const carrierPage = trackingUrl(shipped, locale);
  return (
    <EmailLayout shop={shop} locale={locale} preview={t("ship.email.shippedPreview", { id: order.id })}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {t("ship.email.shippedHeading")}
      </Heading>
      <Text>{t("ship.email.shippedText", { name: customerName, id: order.id, date: date(shipped.at) })}</Text>
      <Text>
        <strong>{t("ship.carrier")}</strong> {shipped.carrier}
        <br />
        <strong>{t("ship.trackingNumber")}</strong> {shipped.trackingNumber}
        {order.expectedDelivery && (
          <>
            <br />
            <strong>{t("ship.email.expected")}</strong> {date(order.expectedDelivery)}
          </>
        )}
      </Text>
      {carrierPage && (
        <Text>
          <Link href={carrierPage} style={linkStyle}>
            {t("ship.trackWithCarrier", { carrier: shipped.carrier })}
          </Link>
        </Text>
      )}
      <OrderLines lines={order.lines} words={words} />
      <Text>
        <Link href={link(shop.siteUrl, `/track?order=${order.id}`)} style={linkStyle}>
          {t("email.order.track", { id: order.id })}
        </Link>
      </Text>
    </EmailLayout>
  );
}

export function OrderDeliveredEmail({ shop, locale, customerName, order }: OrderParcelProps) {
  const words = emailWords(locale);
  const { t, date, link } = words;
  const delivered = eventOf(order.events, "Delivered");
  const reviewable = order.lines.filter((line) => line.productId !== null);
  return (
    <EmailLayout shop={shop} locale={locale} preview={t("ship.email.deliveredPreview", { id: order.id })}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {t("ship.email.deliveredHeading")}
      </Heading>
      <Text>
        {t("ship.email.deliveredText", {
          name: customerName,
          id: order.id,
          date: date(delivered?.at ?? order.deliveredAt),
        })}
      </Text>
      <OrderLines lines={order.lines} words={words} />
      {reviewable.length > 0 && (
        <Text>
          <strong>{t("ship.email.reviewAsk")}</strong>
          {reviewable.map((line) => (
            <span key={line.id}>
              <br />
              <Link href={link(shop.siteUrl, `/product/${line.productId}#reviews-title`)} style={linkStyle}>
                {t("ship.email.writeReview", { product: line.name })}
              </Link>
            </span>
          ))}
        </Text>
      )}
      <Text>
        {t("ship.email.returnText", { days: RETURN_WINDOW_DAYS })}{" "}
        <Link href={link(shop.siteUrl, returnRequestPath(order.id))} style={linkStyle}>
          {t("orders.returnItems")}
        </Link>
      </Text>
    </EmailLayout>
  );
}
