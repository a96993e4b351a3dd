/**
 * The forms with JavaScript turned off (issue 28): each posts to its page's action, so a shopper
 * without script registers, signs in, adds an address and writes to the shop, and a form sent
 * back with its problems keeps what was typed. No form puts a field into a URL: every form in the
 * page is method=post, and neither the address bar nor any request the browser sends (the request
 * line a server's log keeps) carries a value typed into one.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Product } from "@/domain/product";
import { registerCustomer, serverCart, signInContext } from "../support/accounts";
import { withBrowser } from "../support/browser";
import frenchLabels from "@domain/option-labels-fr.json";
import { allProducts, pickProduct, productById } from "../support/catalogue";
import { addAddress, ordersOf, placeOrder, putCart } from "../support/checkout";
import { cookieJson } from "../support/cookies";
import { describedError } from "../support/form-checks";
import { waitForMails } from "../support/maildev";
import { money } from "../support/shop-format";

const baseUrl = inject("baseUrl");
const sandboxUrl = inject("sandboxUrl");
const mailUrl = inject("mailUrl");

const main = (page: Page) => page.getByRole("main");
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** The value shown for `label` in a list of label/value pairs (dt/dd). */
async function factText(page: Page, label: string): Promise<string> {
  const value = main(page)
    .locator(".order-facts")
    .first()
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
  return (await value.innerText()).trim();
}

/** The pathnames of the POSTs the browser sent, and that none of them carried a typed value in its URL. */
function postedPaths(requested: readonly string[], typed: readonly string[]): string[] {
  for (const line of requested) {
    for (const value of typed) expect(line, line).not.toContain(value);
  }
  return requested.filter((line) => line.startsWith("POST ")).map((line) => new URL(line.slice(5)).pathname);
}

/** Every form in the page's main content, by its method as the browser reads it. */
async function formMethods(page: Page): Promise<string[]> {
  return main(page)
    .locator("form")
    .evaluateAll((forms) => forms.map((form) => (form as HTMLFormElement).method));
}

describe("forms without JavaScript", () => {
  it("registers, signs in, adds an address and sends a message, with no field in any URL", async () => {
    await withBrowser(
      async (session) => {
        const { page, errors } = await session.newPage();
        const requested: string[] = [];
        page.on("request", (request) => requested.push(`${request.method()} ${request.url()}`));
        const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
        const customer = {
          first: "Noor",
          last: `Scriptless${unique}`,
          email: `e2e-noscript-${unique}@shop.test`,
          phone: "4165550142",
          password: `Quiet${unique}9A`,
        };
        const address = { name: `Noor Home ${unique}`, street: `77 Lantern ${unique} Street`, zip: "M5V 3L9" };
        const message = `Does the lantern ${unique} come in blue?`;

        // Registration: the action registers and hands the email to /login.
        await page.goto(`${baseUrl}/register`);
        expect(await formMethods(page)).toEqual(["post"]);
        await main(page).getByLabel("First name", { exact: true }).fill(customer.first);
        await main(page).getByLabel("Last name", { exact: true }).fill(customer.last);
        await main(page).getByLabel("Email", { exact: true }).fill(customer.email);
        await main(page).getByLabel("Phone number", { exact: true }).fill(customer.phone);
        // A password the rules refuse first: the form comes back with the rule and the other fields.
        await main(page).getByLabel("Password", { exact: true }).fill("short");
        await main(page).getByRole("button", { name: "Create Account", exact: true }).click();
        await page.waitForLoadState();
        expect(await describedError(page, "Password")).toBe("Password must be at least 8 characters long.");
        expect(await main(page).getByLabel("Last name", { exact: true }).inputValue()).toBe(customer.last);
        expect(await main(page).getByLabel("Password", { exact: true }).inputValue()).toBe("");
        await main(page).getByLabel("Password", { exact: true }).fill(customer.password);
        await main(page).getByRole("button", { name: "Create Account", exact: true }).click();
        await page.waitForURL((url) => url.pathname === "/login");

        // Sign in: the new account's email is already there.
        expect(await formMethods(page)).toEqual(["post"]);
        expect(await main(page).getByLabel("Email", { exact: true }).inputValue()).toBe(customer.email);
        await main(page).getByLabel("Password", { exact: true }).fill(customer.password);
        await main(page).getByRole("button", { name: "Sign In", exact: true }).click();
        await page.waitForURL((url) => url.pathname === "/");
        const signedIn: unknown = await (await page.request.get(`${baseUrl}/api/session`)).json();
        expect(signedIn).toMatchObject({ user: { name: `${customer.first} ${customer.last}` } });

        // An address, back to the list with its id.
        await page.goto(`${baseUrl}/address-form?returnTo=/your-address`);
        expect(await formMethods(page)).toEqual(["post"]);
        await main(page).getByLabel("Full name", { exact: true }).fill(address.name);
        await main(page).getByLabel("Email", { exact: true }).fill(customer.email);
        await main(page).getByLabel("Mobile number", { exact: true }).fill(customer.phone);
        await main(page).getByLabel("Street address", { exact: true }).fill(address.street);
        await main(page).getByLabel("Locality", { exact: true }).fill("Entertainment District");
        await main(page).getByLabel("City", { exact: true }).fill("Toronto");
        await main(page).getByLabel("Province", { exact: true }).selectOption("Ontario");
        await main(page).getByLabel("Postal code", { exact: true }).fill(address.zip);
        await main(page).getByRole("button", { name: "Save address", exact: true }).click();
        await page.waitForURL((url) => url.pathname === "/your-address");
        const saved = (await (await page.request.get(`${baseUrl}/api/addresses`)).json()) as {
          addresses: { id: number; name: string; street: string; zip: string }[];
        };
        expect(saved.addresses).toEqual([
          expect.objectContaining({ name: address.name, street: address.street, zip: address.zip }),
        ]);
        expect(new URL(page.url()).search).toBe(`?addressId=${saved.addresses[0]?.id}`);

        // A message to the shop: too short first, then sent.
        await page.goto(`${baseUrl}/contact`);
        expect(await formMethods(page)).toEqual(["post"]);
        await main(page).getByLabel("Name", { exact: true }).fill(address.name);
        await main(page).getByLabel("Email", { exact: true }).fill(customer.email);
        await main(page).getByLabel("Message", { exact: true }).fill("Blue?");
        await main(page).getByRole("button", { name: "Send message", exact: true }).click();
        await page.waitForLoadState();
        expect(await describedError(page, "Message")).toBe("Please enter at least 10 characters.");
        expect(await main(page).getByLabel("Name", { exact: true }).inputValue()).toBe(address.name);
        await main(page).getByLabel("Message", { exact: true }).fill(message);
        await main(page).getByRole("button", { name: "Send message", exact: true }).click();
        await main(page)
          .getByRole("heading", { name: `Thank you, ${address.name}. Your message has been sent.` })
          .waitFor();
        expect(new URL(page.url()).search).toBe("");

        expect(await page.locator("html[data-hydrated]").count()).toBe(0);
        // Nothing typed reached a URL: no address bar, no request line.
        const typed = [
          customer.last,
          customer.email,
          encodeURIComponent(customer.email),
          customer.password,
          customer.phone,
          unique,
        ];
        for (const line of requested) {
          for (const value of typed) expect(line, line).not.toContain(value);
        }
        expect(
          requested.filter((line) => line.startsWith("POST ")).map((line) => new URL(line.slice(5)).pathname),
        ).toEqual(["/register", "/register", "/login", "/address-form", "/contact", "/contact"]);
        expect(errors.filter((line) => !/status of 400/.test(line))).toEqual([]);
      },
      { javaScriptEnabled: false },
    );
  }, 120_000);

  it("cancels a paid order (refund and mail as with script) and deletes an address, each form sent back once with its problem", async () => {
    await withBrowser(
      async (session) => {
        const { page, errors } = await session.newPage();
        const requested: string[] = [];
        page.on("request", (request) => requested.push(`${request.method()} ${request.url()}`));
        const customer = await registerCustomer(baseUrl, "Nadia");
        await signInContext(page, baseUrl, customer);
        const kept = await addAddress(page, baseUrl, "Ontario", "Toronto");
        const gone = await addAddress(page, baseUrl, "Manitoba", "Winnipeg");
        const stocked = (await allProducts(baseUrl)).filter((product) => product.stock > 5);
        const product = stocked[Math.floor(stocked.length / 4)];
        if (!product) throw new Error("the seed has no product in stock");
        await putCart(page, baseUrl, [
          { id: product.id, unit: 1, size: product.sizes[0] ?? "", color: product.colors[0] ?? "" },
        ]);
        const order = await placeOrder(page, baseUrl, sandboxUrl, { addressId: kept.id, items: [product.id] });
        const comment = "Found it cheaper nearby, sorry";

        // The cancellation form is whole without script: the order, the reasons, an enabled button.
        await page.goto(`${baseUrl}/cancellation-form?order=${order.id}`);
        expect(await formMethods(page)).toEqual(["post"]);
        await main(page)
          .getByRole("heading", { name: `Order #${order.id}` })
          .waitFor();
        expect(
          await main(page).getByRole("group", { name: "Reason for cancellation" }).getByRole("radio").count(),
        ).toBe(7);
        // A comment the rule refuses: the page comes back with why, keeping the reason and the comment.
        await main(page).getByRole("radio", { name: "Ordered By Mistake" }).check();
        await main(page).getByLabel("Comments").fill("Too short");
        await main(page).getByRole("button", { name: "Cancel order" }).click();
        await page.waitForLoadState();
        await main(page)
          .getByRole("alert")
          .filter({ hasText: "Please enter at least 10 characters in the comments." })
          .waitFor();
        expect(await main(page).getByRole("radio", { name: "Ordered By Mistake" }).isChecked()).toBe(true);
        expect(await main(page).getByLabel("Comments").inputValue()).toBe("Too short");
        expect((await ordersOf(page, baseUrl)).find((candidate) => candidate.id === order.id)?.status).toBe("Placed");
        await main(page).getByLabel("Comments").fill(comment);
        await main(page).getByRole("button", { name: "Cancel order" }).click();
        await page.waitForURL(
          (url) => url.pathname === "/order-cancelled" && url.searchParams.get("order") === String(order.id),
        );
        await h1(page).filter({ hasText: "Order cancelled" }).waitFor();
        const refunded = `Refunded ${money(order.total)} to the card ending 4242`;
        expect(await factText(page, "Refund")).toBe(refunded);
        expect((await ordersOf(page, baseUrl)).find((candidate) => candidate.id === order.id)).toMatchObject({
          status: "Cancelled",
          cancelReason: "Ordered By Mistake",
          cancelComment: comment,
        });
        const mails = await waitForMails(mailUrl, {
          to: customer.email,
          subject: new RegExp(`^Your order #${order.id} is cancelled$`),
        });
        expect(mails).toHaveLength(1);
        expect(mails[0]?.text).toContain("Ordered By Mistake");

        // Delete asks first, as script's confirm does: Cancel keeps the card, the question's Delete deletes.
        await page.goto(`${baseUrl}/your-address`);
        // Each card's Delete, and the second card's Make default (decision 058).
        expect(await formMethods(page)).toEqual(["post", "post", "post"]);
        const card = (name: string) => main(page).getByRole("article").filter({ hasText: name });
        const askToDelete = async () => {
          await card("Winnipeg")
            .getByRole("button", { name: /^Delete address of / })
            .click();
          await card("Winnipeg").getByText("Delete this address?", { exact: true }).waitFor();
        };
        await askToDelete();
        await card("Winnipeg").getByRole("link", { name: "Cancel" }).click();
        await page.waitForURL((url) => url.pathname === "/your-address");
        await card("Winnipeg")
          .getByRole("button", { name: /^Delete address of / })
          .waitFor();
        expect(await card("Winnipeg").getByText("Delete this address?").count()).toBe(0);
        const before = (await (await page.request.get(`${baseUrl}/api/addresses`)).json()) as {
          addresses: { id: number }[];
        };
        expect(before.addresses.map((address) => address.id).sort()).toEqual([kept.id, gone.id].sort());
        await askToDelete();
        await card("Winnipeg")
          .getByRole("button", { name: /^Delete address of / })
          .click();
        await main(page)
          .getByRole("status")
          .filter({ hasText: `The address of ${gone.name} was deleted.` })
          .waitFor();
        expect(await card("Winnipeg").count()).toBe(0);
        expect(await card("Toronto").count()).toBe(1);
        const left = (await (await page.request.get(`${baseUrl}/api/addresses`)).json()) as {
          addresses: { id: number }[];
        };
        expect(left.addresses.map((address) => address.id)).toEqual([kept.id]);

        expect(await page.locator("html[data-hydrated]").count()).toBe(0);
        expect(postedPaths(requested, [comment, "Too short", encodeURIComponent(comment)])).toEqual([
          "/cancellation-form",
          "/cancellation-form",
          "/your-address",
          "/your-address",
          "/your-address",
        ]);
        expect(errors.filter((line) => !/status of 400/.test(line))).toEqual([]);
      },
      { javaScriptEnabled: false },
    );
  }, 180_000);

  it("a signed-in customer writes, edits and deletes a review; a second review brings back the first with Edit and Delete", async () => {
    await withBrowser(
      async (session) => {
        const { page, errors } = await session.newPage();
        const requested: string[] = [];
        page.on("request", (request) => requested.push(`${request.method()} ${request.url()}`));
        const writer = await registerCustomer(baseUrl, "Ines");
        await signInContext(page, baseUrl, writer);
        const products = await allProducts(baseUrl);
        const product = products[Math.floor(products.length / 5)];
        if (!product) throw new Error("the seed has no products");
        const reviews = page.getByRole("region", { name: "Reviews" });
        const own = reviews.getByRole("region", { name: "Your review" });
        const ownText = () => own.locator(".review__text").innerText();
        const mine = async () =>
          (
            (await (await page.request.get(`${baseUrl}/api/products/${product.id}/reviews/mine`)).json()) as {
              review: { rating: number; text: string } | null;
            }
          ).review;

        await page.goto(`${baseUrl}/product/${product.id}`);
        const write = reviews.getByRole("form", { name: "Write a review" });
        expect(await write.evaluate((form) => (form as HTMLFormElement).method)).toBe("post");
        // No rating: the action sends the form back with the rule at the stars and the text kept.
        await write.getByRole("textbox", { name: "Your review" }).fill("Sturdy stitching, true to size.");
        await write.getByRole("button", { name: "Submit review" }).click();
        await page.waitForLoadState();
        await reviews.getByText("Please choose a rating from 1 to 5 stars.").waitFor();
        expect(await write.getByRole("textbox", { name: "Your review" }).inputValue()).toBe(
          "Sturdy stitching, true to size.",
        );
        await write.getByRole("radio", { name: "5 stars" }).check();
        await write.getByRole("button", { name: "Submit review" }).click();
        await reviews.getByText("Thank you! Your review was added.").waitFor();
        expect(await ownText()).toBe("Sturdy stitching, true to size.");

        // Edit: the disclosure opens without script, and its form posts the change.
        await own.getByText("Edit review").click();
        const edit = own.getByRole("form", { name: "Edit your review" });
        await edit.getByRole("radio", { name: "3 stars" }).check();
        await edit.getByRole("textbox", { name: "Your review" }).fill("Sturdy, but the colour faded after a wash.");
        await edit.getByRole("button", { name: "Save changes" }).click();
        await reviews.getByText("Your review was updated.").waitFor();
        expect(await ownText()).toBe("Sturdy, but the colour faded after a wash.");
        expect(await mine()).toMatchObject({ rating: 3, text: "Sturdy, but the colour faded after a wash." });

        // The public page does not know the writer: a second review brings the first back to edit or delete.
        await page.goto(`${baseUrl}/product/${product.id}`);
        await reviews.getByRole("radio", { name: "4 stars" }).check();
        await reviews.getByRole("textbox", { name: "Your review" }).fill("A second opinion of mine.");
        await reviews.getByRole("button", { name: "Submit review" }).click();
        await reviews
          .getByRole("alert")
          .filter({ hasText: "You have already reviewed this product. You can edit your review instead." })
          .waitFor();
        expect(await ownText()).toBe("Sturdy, but the colour faded after a wash.");
        await own.getByRole("button", { name: "Delete review" }).click();
        await reviews.getByText("Your review was deleted.").waitFor();
        expect(await own.count()).toBe(0);
        expect(await mine()).toBeNull();

        expect(await page.locator("html[data-hydrated]").count()).toBe(0);
        expect(postedPaths(requested, ["Sturdy", "faded", "second", "opinion"])).toEqual(
          Array.from({ length: 5 }, () => `/product/${product.id}`),
        );
        expect(errors.filter((line) => !/status of (400|409)/.test(line))).toEqual([]);
      },
      { javaScriptEnabled: false },
    );
  }, 120_000);

  describe("the cart", () => {
    /** The quantity of each line the cart's page lists, by product name. */
    async function cartQuantities(page: Page): Promise<Record<string, string>> {
      const lines = main(page).getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
      const quantities: Record<string, string> = {};
      for (const line of await lines.all()) {
        const name = (await line.getByRole("heading", { level: 2 }).innerText()).trim();
        const text = await line.locator(".quantity__value").innerText();
        quantities[name] = text.replace(/\s+/g, " ").trim();
      }
      return quantities;
    }

    /** Adds, raises, lowers and removes from a product page and the cart's page; each a POST to /addcart. */
    async function changeCartWithoutScript(
      page: Page,
      product: Product,
      posts: string[],
      afterAdd: () => Promise<void>,
    ): Promise<void> {
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${baseUrl}/product/${product.id}`);
      await main(page).getByRole("radio", { name: product.sizes[1], exact: true }).check();
      await main(page).getByRole("button", { name: "Add to Cart", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/addcart");
      expect(await cartQuantities(page)).toEqual({ [product.name]: "Quantity 1" });
      expect(await main(page).getByRole("listitem").locator(".cart-line__options").innerText()).toContain(
        product.sizes[1],
      );
      await afterAdd();

      await main(page)
        .getByRole("button", { name: `Increase quantity of ${product.name}` })
        .click();
      await page.waitForLoadState();
      expect(await cartQuantities(page)).toEqual({ [product.name]: "Quantity 2" });
      await main(page)
        .getByRole("button", { name: `Increase quantity of ${product.name}` })
        .click();
      await page.waitForLoadState();
      expect(await cartQuantities(page)).toEqual({ [product.name]: "Quantity 3" });
      await main(page)
        .getByRole("button", { name: `Decrease quantity of ${product.name}` })
        .click();
      await page.waitForLoadState();
      expect(await cartQuantities(page)).toEqual({ [product.name]: "Quantity 2" });

      await main(page)
        .getByRole("button", { name: `Remove ${product.name} from cart` })
        .click();
      await page.waitForLoadState();
      await main(page).getByText("Your cart is empty.", { exact: true }).waitFor();
      expect(await cartQuantities(page)).toEqual({});
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    }

    const products = async () =>
      pickProduct(
        await allProducts(baseUrl),
        (product) => product.stock >= 5 && product.sizes.length > 1,
        "product with 5 or more in stock and two sizes",
      );

    it("a guest adds a product, changes its quantity and removes it, in the cartItems cookie", async () => {
      const product = await products();
      await withBrowser(
        async (session) => {
          const { page, errors } = await session.newPage();
          const posts: string[] = [];
          await changeCartWithoutScript(page, product, posts, async () => {
            // The browser's own encoding: [id, unit, sizeIndex, colorIndex].
            expect(await cookieJson(session.context, baseUrl, "cartItems")).toEqual([
              [product.id, 1, 1, product.colors.length > 0 ? 0 : -1],
            ]);
          });
          expect(await cookieJson(session.context, baseUrl, "cartItems")).toEqual([]);
          expect(posts).toEqual(["/addcart", "/addcart", "/addcart", "/addcart", "/addcart"]);
          expect(errors).toEqual([]);
        },
        { javaScriptEnabled: false },
      );
    }, 120_000);

    it("a signed-in customer adds a product, changes its quantity and removes it, in the server's cart", async () => {
      const product = await products();
      const customer = await registerCustomer(baseUrl);
      await withBrowser(
        async (session) => {
          const { page, errors } = await session.newPage();
          await signInContext(page, baseUrl, customer);
          const posts: string[] = [];
          await changeCartWithoutScript(page, product, posts, async () => {
            expect(await serverCart(page, baseUrl)).toEqual([
              expect.objectContaining({
                id: product.id,
                unit: 1,
                size: product.sizes[1],
                color: product.colors[0] ?? "",
              }),
            ]);
          });
          expect(await serverCart(page, baseUrl)).toEqual([]);
          expect(await cookieJson(session.context, baseUrl, "cartItems")).toBeUndefined();
          expect(posts).toEqual(["/addcart", "/addcart", "/addcart", "/addcart", "/addcart"]);
          expect(errors).toEqual([]);
        },
        { javaScriptEnabled: false },
      );
    }, 120_000);
  });

  describe("in French (issue 38): the forms post to the French page and the shopper stays on French pages", () => {
    it("signs in at /fr/login: a problem comes back in French, then the French home page", async () => {
      const customer = await registerCustomer(baseUrl);
      await withBrowser(
        async (session) => {
          const { page, errors } = await session.newPage();
          await page.goto(`${baseUrl}/fr/login`);
          expect(await formMethods(page)).toEqual(["post"]);
          expect(
            await main(page)
              .locator("form")
              .evaluate((form) => form.getAttribute("action")),
          ).toBe("/fr/login");
          await main(page).getByLabel("Courriel", { exact: true }).fill(customer.email);
          await main(page).getByRole("button", { name: "Se connecter", exact: true }).click();
          await page.waitForLoadState();
          expect(await describedError(page, "Mot de passe")).toBe("Veuillez entrer votre mot de passe.");
          expect(await main(page).getByLabel("Courriel", { exact: true }).inputValue()).toBe(customer.email);
          await main(page).getByLabel("Mot de passe", { exact: true }).fill(customer.password);
          await main(page).getByRole("button", { name: "Se connecter", exact: true }).click();
          await page.waitForURL((url) => url.pathname === "/fr/");
          expect(await page.locator("html").getAttribute("lang")).toBe("fr-CA");
          const signedIn: unknown = await (await page.request.get(`${baseUrl}/api/session`)).json();
          expect(signedIn).toMatchObject({ user: { name: customer.name } });
          // The form sent back with its problem answers 400, as in English.
          expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
        },
        { javaScriptEnabled: false },
      );
    }, 120_000);

    it("adds a product to the cart from /fr/product/{id} and lands on the French cart", async () => {
      const product = pickProduct(
        await allProducts(baseUrl),
        (candidate) => candidate.stock >= 5 && candidate.sizes.length > 1,
        "product with 5 or more in stock and two sizes",
      );
      await withBrowser(
        async (session) => {
          const { page, errors } = await session.newPage();
          await page.goto(`${baseUrl}/fr/product/${product.id}`);
          // The French page names a size that is a word by its French label ("Medium": "Moyen").
          const size = product.sizes[1] ?? "";
          const sizeLabel = (frenchLabels.sizes as Record<string, string>)[size] ?? size;
          await main(page).getByRole("radio", { name: sizeLabel, exact: true }).check();
          const add = main(page).getByRole("button", { name: "Ajouter au panier", exact: true });
          expect(await add.evaluate((button) => button.closest("form")?.getAttribute("action"))).toBe("/fr/addcart");
          await add.click();
          await page.waitForURL((url) => url.pathname === "/fr/addcart");
          // The French page names the product in French (the catalogue's translations).
          const french = await productById(baseUrl, product.id, "fr");
          await main(page)
            .getByRole("button", { name: `Retirer ${french.name} du panier` })
            .waitFor();
          expect(await cookieJson(session.context, baseUrl, "cartItems")).toEqual([
            [product.id, 1, 1, product.colors.length > 0 ? 0 : -1],
          ]);
          expect(await page.locator("html[data-hydrated]").count()).toBe(0);
          expect(errors).toEqual([]);
        },
        { javaScriptEnabled: false },
      );
    }, 120_000);
  });
});
