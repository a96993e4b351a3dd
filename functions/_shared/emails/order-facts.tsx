/** Parts the order messages share: the lines with their amounts, and the delivery address. */
import { Column } from "@react-email/column";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { Paise } from "@domain/money";
import type { DeliveryAddress, OrderLine } from "@domain/order";
import { provinceName } from "@/components/address-lines";
import { optionLabels } from "@/app/option-labels.server";
import { labelOption } from "@/lib/i18n/label-option";
import { colors } from "./email-layout";
import type { EmailWords } from "./email-words";

function lineDetails(line: OrderLine, { t, money, locale }: EmailWords): string {
  const label = (value: string) => labelOption(optionLabels(locale), value).text;
  return [
    line.size ? t("email.line.size", { size: label(line.size) }) : null,
    line.color ? t("email.line.colour", { colour: label(line.color) }) : null,
    t("email.line.quantity", { quantity: line.quantity }),
    t("email.line.each", { price: money(line.unitPrice) }),
  ]
    .filter(Boolean)
    .join(" · ");
}

export function OrderLines({ lines, words }: { lines: readonly OrderLine[]; words: EmailWords }) {
  return (
    <Section>
      {lines.map((line) => (
        <Row key={line.id} style={{ borderBottom: `1px solid ${colors.line}` }}>
          <Column>
            <Text lang={line.lang} style={{ margin: "8px 0 0", fontWeight: "bold" }}>
              {line.name}
            </Text>
            <Text style={{ margin: "0 0 8px", color: colors.muted, fontSize: "13px" }}>{lineDetails(line, words)}</Text>
          </Column>
          <Column align="right" style={{ verticalAlign: "top", whiteSpace: "nowrap", paddingLeft: "8px" }}>
            <Text style={{ margin: "8px 0" }}>{words.money(line.lineTotal)}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** One label and amount of the totals. */
export function AmountRow({
  label,
  amount,
  words,
  strong = false,
}: {
  label: string;
  amount: Paise;
  words: EmailWords;
  strong?: boolean;
}) {
  const weight = strong ? "bold" : "normal";
  return (
    <Row>
      <Column>
        <Text style={{ margin: "4px 0", fontWeight: weight }}>{label}</Text>
      </Column>
      <Column align="right">
        <Text style={{ margin: "4px 0", fontWeight: weight }}>{words.money(amount)}</Text>
      </Column>
    </Row>
  );
}

export function DeliveryAddressBlock({ address, words }: { address: DeliveryAddress; words: EmailWords }) {
  const lines = [
    address.name,
    address.street,
    address.locality,
    `${address.city}, ${provinceName(words.t, address.province)} ${address.zip}`.trim(),
    address.country,
    address.mobile ? words.t("email.address.mobile", { mobile: address.mobile }) : "",
  ].filter((line) => line.trim() !== "");
  return (
    <Section>
      <Text style={{ margin: "16px 0 4px", fontWeight: "bold" }}>{words.t("email.address.heading")}</Text>
      {lines.map((line, index) => (
        <Text key={index} style={{ margin: "0" }}>
          {line}
        </Text>
      ))}
    </Section>
  );
}
