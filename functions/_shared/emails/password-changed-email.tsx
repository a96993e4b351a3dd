/** "Your password was changed" (issue 27): sent after a reset link set a new password. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";

export interface PasswordChangedProps {
  shop: ShopIdentity;
  customerName: string;
  email: string;
}

export function passwordChangedSubject(shop: Pick<ShopIdentity, "name">): string {
  return `Your ${shop.name} password was changed`;
}

export function PasswordChangedEmail({ shop, customerName, email }: PasswordChangedProps) {
  const link = { color: colors.link };
  return (
    <EmailLayout shop={shop} preview="Your password was changed">
      <Heading as="h1" style={{ fontSize: "22px" }}>
        Your password was changed
      </Heading>
      <Text>
        Hello {customerName}, the password of the {shop.name} account {email} was just changed through a reset link.
        Every device that was signed in has been signed out.
      </Text>
      <Text>If this was not you, ask for a new reset link at once and contact us.</Text>
      <Text>
        <Link href={`${shop.siteUrl}/reset-password`} style={link}>
          Reset the password
        </Link>
        {" · "}
        <Link href={`${shop.siteUrl}/contact`} style={link}>
          Contact us
        </Link>
      </Text>
    </EmailLayout>
  );
}
