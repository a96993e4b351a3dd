/** The reset link (issue 27): sent when a password reset is asked for an account's email. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { RESET_LINK_MINUTES } from "@domain/password-reset";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";

export interface PasswordResetProps {
  shop: ShopIdentity;
  customerName: string;
  /** The page that sets the new password, with the token. */
  resetUrl: string;
}

export function passwordResetSubject(shop: Pick<ShopIdentity, "name">): string {
  return `Reset your ${shop.name} password`;
}

export function PasswordResetEmail({ shop, customerName, resetUrl }: PasswordResetProps) {
  return (
    <EmailLayout shop={shop} preview={`Your link to set a new password works for ${RESET_LINK_MINUTES} minutes`}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        Reset your password
      </Heading>
      <Text>
        Hello {customerName}, someone asked to reset the password of your {shop.name} account. To set a new one, open
        this link within {RESET_LINK_MINUTES} minutes. It works once.
      </Text>
      <Text>
        <Link href={resetUrl} style={{ color: colors.link }}>
          Set a new password
        </Link>
      </Text>
      <Text style={{ color: colors.muted, fontSize: "13px", wordBreak: "break-all" }}>{resetUrl}</Text>
      <Text style={{ color: colors.muted, fontSize: "13px" }}>
        If you did not ask for this, ignore this email: your password stays as it is.
      </Text>
    </EmailLayout>
  );
}
