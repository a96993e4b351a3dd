/** Parts the order messages share: the lines with their amounts, and the delivery address. */
import { Column, Row, Section, Text } from "@react-email/components";
import { formatMoney, type Paise } from "@domain/money";
import type { DeliveryAddress, OrderLine } from "@domain/order";
import { colors } from "./email-layout";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** An order's date as the messages print it: 27 Nov 2026. */
export function formatMailDate(iso: string | null): string {
  return iso ? dateFormat.format(new Date(iso)) : "";
}

function lineDetails(line: OrderLine): string {
  return [
    line.size ? `Size: ${line.size}` : null,
    line.color ? `Colour: ${line.color}` : null,
    `Quantity: ${line.quantity}`,
    `${formatMoney(line.unitPrice)} each`,
  ]
    .filter(Boolean)
    .join(" · ");
}

export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <Section>
      {lines.map((line) => (
        <Row key={line.id} style={{ borderBottom: `1px solid ${colors.line}` }}>
          <Column>
            <Text style={{ margin: "8px 0 0", fontWeight: "bold" }}>{line.name}</Text>
            <Text style={{ margin: "0 0 8px", color: colors.muted, fontSize: "13px" }}>{lineDetails(line)}</Text>
          </Column>
          <Column align="right" style={{ verticalAlign: "top", whiteSpace: "nowrap", paddingLeft: "8px" }}>
            <Text style={{ margin: "8px 0" }}>{formatMoney(line.lineTotal)}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** One label and amount of the totals. */
export function AmountRow({ label, amount, strong = false }: { label: string; amount: Paise; strong?: boolean }) {
  const weight = strong ? "bold" : "normal";
  return (
    <Row>
      <Column>
        <Text style={{ margin: "4px 0", fontWeight: weight }}>{label}</Text>
      </Column>
      <Column align="right">
        <Text style={{ margin: "4px 0", fontWeight: weight }}>{formatMoney(amount)}</Text>
      </Column>
    </Row>
  );
}

export function DeliveryAddressBlock({ address }: { address: DeliveryAddress }) {
  const lines = [
    address.name,
    address.street,
    address.locality,
    `${address.city}, ${address.province} ${address.zip}`.trim(),
    address.country,
    address.mobile ? `Mobile: ${address.mobile}` : "",
  ].filter((line) => line.trim() !== "");
  return (
    <Section>
      <Text style={{ margin: "16px 0 4px", fontWeight: "bold" }}>Delivery address</Text>
      {lines.map((line, index) => (
        <Text key={index} style={{ margin: "0" }}>
          {line}
        </Text>
      ))}
    </Section>
  );
}
