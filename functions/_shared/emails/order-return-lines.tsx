/** The lines a return sends back, with their units, as both return messages list them. */
import { Column } from "@react-email/column";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { timesUnits } from "@domain/money";
import type { Order } from "@domain/order";
import type { OrderReturn } from "@domain/order-return";
import { colors } from "./email-layout";
import type { EmailWords } from "./email-words";
import { AmountRow } from "./order-facts";

export function ReturnLines({
  order,
  orderReturn,
  words,
}: {
  order: Order;
  orderReturn: OrderReturn;
  words: EmailWords;
}) {
  const { t, money } = words;
  return (
    <Section>
      {orderReturn.lines.map(({ lineId, units }) => {
        const line = order.lines.find((candidate) => candidate.id === lineId);
        return (
          <Row key={lineId} style={{ borderBottom: `1px solid ${colors.line}` }}>
            <Column>
              <Text style={{ margin: "8px 0 0", fontWeight: "bold" }}>
                {line?.name ?? t("return.itemFallback", { id: lineId })}
              </Text>
              <Text style={{ margin: "0 0 8px", color: colors.muted, fontSize: "13px" }}>
                {t("email.return.units", { units, quantity: line?.quantity ?? units })}
              </Text>
            </Column>
            <Column align="right" style={{ verticalAlign: "top", whiteSpace: "nowrap", paddingLeft: "8px" }}>
              <Text style={{ margin: "8px 0" }}>{line ? money(timesUnits(line.unitPrice, units)) : ""}</Text>
            </Column>
          </Row>
        );
      })}
      <AmountRow label={t("return.items")} amount={orderReturn.subtotal} words={words} />
      <AmountRow label={t("return.taxShare")} amount={orderReturn.tax} words={words} />
      <AmountRow label={t("return.toRefund")} amount={orderReturn.amount} words={words} strong />
    </Section>
  );
}
