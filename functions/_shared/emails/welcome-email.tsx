/** The welcome (issue 27): sent once the customer's account exists. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";

export interface WelcomeProps {
  shop: ShopIdentity;
  customerName: string;
  email: string;
}

export function welcomeSubject(shop: Pick<ShopIdentity, "name">): string {
  return `Welcome to ${shop.name}`;
}

export function WelcomeEmail({ shop, customerName, email }: WelcomeProps) {
  const link = { color: colors.link };
  return (
    <EmailLayout shop={shop} preview={`Your ${shop.name} account is ready`}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        Welcome, {customerName}
      </Heading>
      <Text>
        Your {shop.name} account is ready. Sign in with {email} to keep your cart and wishlist on every device, check
        out with your saved addresses, and follow your orders.
      </Text>
      <Text>
        <Link href={`${shop.siteUrl}/login`} style={link}>
          Sign in
        </Link>
        {" · "}
        <Link href={`${shop.siteUrl}/`} style={link}>
          Start shopping
        </Link>
      </Text>
      <Text style={{ color: colors.muted, fontSize: "13px" }}>
        You get this email because this address was used to create an account on {shop.siteUrl}.
      </Text>
    </EmailLayout>
  );
}
