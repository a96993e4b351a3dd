// /login, /register and /reset-password (SPEC.md sections 2, 4, 5 and 8), through the real stack.
import type { Dialog, Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { registerCustomer } from "../support/accounts";
import { freshClientAddress } from "../support/client-addresses";
import { fetchFrom, postFrom, REGISTER_POSTS } from "../support/fetch-from";
import { checkAtAllWidths } from "../support/page-checks";
import { describedError, focusedLabel } from "../support/form-checks";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");

// The texts a shopper reads, written out: a test importing the constants could not catch a changed wording.
const LOGIN_FAILED = "Login failed. Please check your email and password.";
const USER_NOT_FOUND = "User data not found. Please try again.";
const REQUEST_ERROR = "An error occurred. Please try again later.";
const INVALID_CREDENTIALS = "Invalid email or password.";
const EMAIL_TAKEN = "An account with this email already exists.";

/** The file's tests share a context, each starting without the last one's tabs, cookies and storage. */
const session = sharedContext(baseUrl);

const main = (page: Page) => page.getByRole("main");
const header = (page: Page) => page.getByRole("banner");

/** The text of the form's alert region once it has one. */
async function alertText(page: Page): Promise<string> {
  const alert = main(page).getByRole("alert");
  await alert.locator("p").waitFor();
  return (await alert.innerText()).trim();
}

/** Requests the page makes to `path` with `method`, from now on (a page's action is also reached at `path.data`). */
function recordRequests(page: Page, method: string, path: string): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === method && (pathname === path || pathname === `${path}.data`)) seen.push(request);
  });
  return seen;
}

/** Clicks and returns the alert the click opens, accepted after its text is read. */
async function clickForDialog(page: Page, click: () => Promise<void>): Promise<string> {
  const dialog = page.waitForEvent("dialog");
  await click();
  const opened: Dialog = await dialog;
  const message = opened.message();
  expect(opened.type()).toBe("alert");
  await opened.accept();
  return message;
}

/** Failed responses the test causes on purpose show up as console errors; nothing else may. */
function unexpected(errors: string[], expected: RegExp): string[] {
  return errors.filter((error) => !expected.test(error));
}

async function openLogin(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole("heading", { level: 1, name: "Sign In" }).waitFor();
  // The button waits for the session check; enabled means the form is ready.
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll("main button[type=submit]")].at(0) as HTMLButtonElement | undefined;
    return button !== undefined && !button.disabled;
  });
}

describe("sign in (/login)", () => {
  it("refuses an empty form at each field, focuses the first, and sends nothing", async () => {
    const { page, errors } = await session.newPage();
    const posts = recordRequests(page, "POST", "/login");
    await openLogin(page);
    expect(await main(page).getByLabel("Email", { exact: true }).getAttribute("autocomplete")).toBe("email");
    expect(await main(page).getByLabel("Password", { exact: true }).getAttribute("autocomplete")).toBe(
      "current-password",
    );
    expect(await main(page).getByRole("heading", { level: 1 }).count()).toBe(1);

    const submit = main(page).getByRole("button", { name: "Sign In", exact: true });
    await submit.click();
    expect(await describedError(page, "Email")).toBe("Please enter your email.");
    expect(await describedError(page, "Password")).toBe("Please enter your password.");
    expect(await focusedLabel(page)).toBe("Email");

    await main(page).getByLabel("Email", { exact: true }).fill("asha@shop.test");
    await submit.click();
    expect(await describedError(page, "Email")).toBeNull();
    expect(await describedError(page, "Password")).toBe("Please enter your password.");
    expect(await focusedLabel(page)).toBe("Password");
    expect(posts).toEqual([]);

    expect(await main(page).getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/register");
    expect(await main(page).getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/reset-password",
    );
    expect(await page.title()).toMatch(/^Sign In \| /);
    expect(errors).toEqual([]);
  });

  it("a wrong password shows the server's message and keeps what was typed", async () => {
    const customer = await registerCustomer(baseUrl);
    const { page, errors } = await session.newPage();
    await openLogin(page);
    await main(page).getByLabel("Email", { exact: true }).fill(customer.email);
    await main(page).getByLabel("Password", { exact: true }).fill("Wrong1234");
    await main(page).getByRole("button", { name: "Sign In", exact: true }).click();
    expect(await alertText(page)).toBe(INVALID_CREDENTIALS);
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await main(page).getByLabel("Email", { exact: true }).inputValue()).toBe(customer.email);
    await header(page).getByRole("button", { name: "Profile", exact: true }).waitFor();
    expect(unexpected(errors, /401/)).toEqual([]);
  });

  it("says what went wrong: no answer, an error without a message, a success without user data", async () => {
    const { page, errors } = await session.newPage();
    let answer: "abort" | "500" | "no-user" = "abort";
    // What the scripted form's POST to the page's action (/login.data) gets back.
    await page.route("**/login.data*", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      if (answer === "abort") return route.abort("connectionfailed");
      if (answer === "500") return route.fulfill({ status: 500, contentType: "text/plain", body: "Internal error" });
      return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ user: null }) });
    });
    await openLogin(page);
    await main(page).getByLabel("Email", { exact: true }).fill("asha@shop.test");
    await main(page).getByLabel("Password", { exact: true }).fill("Secret123");
    const submit = main(page).getByRole("button", { name: "Sign In", exact: true });

    await submit.click();
    expect(await alertText(page)).toBe(REQUEST_ERROR);

    answer = "500";
    await submit.click();
    await main(page).getByRole("alert").getByText(LOGIN_FAILED, { exact: true }).waitFor();

    answer = "no-user";
    await submit.click();
    await main(page).getByRole("alert").getByText(USER_NOT_FOUND, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await header(page).getByRole("button", { name: "Profile", exact: true }).waitFor();
    expect(unexpected(errors, /login\.data|status of 500|ERR_CONNECTION_FAILED/)).toEqual([]);
  });

  it("during 40 concurrent wrong passwords from another address, at most 10 are checked, and the owner signs in here", async () => {
    // The production build's site server, as Netlify: the limit counts per account and address,
    // and the attack comes from 127.0.0.2 while this browser connects from 127.0.0.1.
    const customer = await registerCustomer(baseUrl, "Owner");
    const fromAttacker = (password: string) =>
      fetchFrom("127.0.0.2", `${baseUrl}/api/session`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: baseUrl },
        body: JSON.stringify({ email: customer.email, password }),
      });
    const attack = Promise.all(Array.from({ length: 40 }, (_, index) => fromAttacker(`Wrong${index}Pass`)));
    const { page, errors } = await session.newPage();
    await openLogin(page);
    await main(page).getByLabel("Email", { exact: true }).fill(customer.email);
    await main(page).getByLabel("Password", { exact: true }).fill(customer.password);
    const welcome = await clickForDialog(page, () =>
      main(page).getByRole("button", { name: "Sign In", exact: true }).click(),
    );
    expect(welcome).toBe(`Welcome, ${customer.name}!`);
    await page.waitForURL((url) => url.pathname === "/");
    expect(errors).toEqual([]);
    const statuses = (await attack).map((response) => response.status);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked, statuses.join(" ")).toBeGreaterThan(0);
    expect(checked, statuses.join(" ")).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length, statuses.join(" ")).toBe(40 - checked);
    // The right password from the attacking address is refused before it is checked.
    const right = await fromAttacker(customer.password);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(right.headers.getSetCookie()).toEqual([]);
  });

  it("shows 'Loading...' on the disabled button while waiting, then welcomes the customer and goes home", async () => {
    const customer = await registerCustomer(baseUrl, "Meera");
    const { page, errors } = await session.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/login.data*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await openLogin(page);
    await main(page).getByLabel("Email", { exact: true }).fill(customer.email);
    await main(page).getByLabel("Password", { exact: true }).fill(customer.password);

    const welcome = await clickForDialog(page, async () => {
      await main(page).getByRole("button", { name: "Sign In", exact: true }).click();
      const loading = main(page).getByRole("button", { name: "Loading...", exact: true });
      await loading.waitFor();
      expect(await loading.isDisabled()).toBe(true);
      release();
    });
    expect(welcome).toBe(`Welcome, ${customer.name}!`);
    await page.waitForURL((url) => url.pathname === "/");
    await header(page)
      .getByRole("button", { name: `${customer.name}, profile` })
      .waitFor();

    // Signed in, /login leads to the account area, and Back does not return to /login.
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL((url) => url.pathname === "/UserProfile");
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    expect(errors).toEqual([]);
  });
});

describe("create an account (/register)", () => {
  const validPassword = "Secret123";

  async function openRegister(page: Page): Promise<void> {
    await page.goto(`${baseUrl}/register`);
    await page.getByRole("heading", { level: 1, name: "Create Account" }).waitFor();
  }

  async function fillForm(
    page: Page,
    values: { first: string; last: string; email: string; phone: string; password: string },
  ): Promise<void> {
    await main(page).getByLabel("First name", { exact: true }).fill(values.first);
    await main(page).getByLabel("Last name", { exact: true }).fill(values.last);
    await main(page).getByLabel("Email", { exact: true }).fill(values.email);
    await main(page).getByLabel("Phone number", { exact: true }).fill(values.phone);
    await main(page).getByLabel("Password", { exact: true }).fill(values.password);
  }

  it("checks every SPEC rule in order with its exact message, before anything is sent", async () => {
    const { page, errors } = await session.newPage();
    const posts = recordRequests(page, "POST", "/register");
    await openRegister(page);
    const autocomplete = async (label: string) =>
      main(page).getByLabel(label, { exact: true }).getAttribute("autocomplete");
    expect(await autocomplete("First name")).toBe("given-name");
    expect(await autocomplete("Last name")).toBe("family-name");
    expect(await autocomplete("Email")).toBe("email");
    expect(await autocomplete("Phone number")).toBe("tel");
    expect(await autocomplete("Password")).toBe("new-password");

    const submit = main(page).getByRole("button", { name: "Create Account", exact: true });
    await submit.click();
    expect(await describedError(page, "First name")).toBe("First name is required.");
    expect(await describedError(page, "Last name")).toBe("Last name is required.");
    expect(await describedError(page, "Email")).toBe("Email is required.");
    expect(await describedError(page, "Phone number")).toBe("Phone number is required.");
    expect(await describedError(page, "Password")).toBe("Password must be at least 8 characters long.");
    expect(await focusedLabel(page)).toBe("First name");

    await fillForm(page, { first: "Asha", last: "Rao", email: "x@y", phone: "4165550100", password: validPassword });
    await submit.click();
    expect(await describedError(page, "First name")).toBeNull();
    expect(await describedError(page, "Email")).toBe("Please enter a valid email address.");
    expect(await describedError(page, "Password")).toBeNull();
    expect(await focusedLabel(page)).toBe("Email");

    await main(page).getByLabel("Email", { exact: true }).fill("asha@shop.test");
    const rules: [string, string][] = [
      ["short", "Password must be at least 8 characters long."],
      ["longenough", "Password must contain at least one uppercase letter."],
      ["LONGENOUGH", "Password must contain at least one lowercase letter."],
      ["Longenough", "Password must contain at least one number."],
    ];
    for (const [password, message] of rules) {
      await main(page).getByLabel("Password", { exact: true }).fill(password);
      await submit.click();
      expect(await describedError(page, "Password"), password).toBe(message);
      expect(await describedError(page, "Email")).toBeNull();
      expect(await focusedLabel(page)).toBe("Password");
    }
    // The hint stays tied to the password field beside its error.
    const describedBy = await main(page).getByLabel("Password", { exact: true }).getAttribute("aria-describedby");
    expect(describedBy?.split(" ")).toHaveLength(2);
    expect(posts).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a valid new account: 'Registration successful!', then /login, where it signs in; the same email again is refused", async () => {
    const { page, errors } = await session.newPage();
    const email = `e2e-register-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@shop.test`;
    await openRegister(page);
    await fillForm(page, { first: "Kavya", last: "Iyer", email, phone: "4165550123", password: validPassword });
    const registered = await clickForDialog(page, () =>
      main(page).getByRole("button", { name: "Create Account", exact: true }).click(),
    );
    expect(registered).toBe("Registration successful!");
    await page.waitForURL((url) => url.pathname === "/login");
    // In development React's StrictMode mounts a freshly loaded lazy route twice, and what is
    // typed in the first ~100 ms after a client-side navigation can land in the discarded copy
    // (production has no StrictMode). A reload settles the page; the handed-over email is kept
    // in a short-lived cookie, so it survives.
    await page.reload();
    await main(page).getByRole("button", { name: "Sign In", exact: true }).waitFor();
    // The new account's email is already filled in.
    expect(await main(page).getByLabel("Email", { exact: true }).inputValue()).toBe(email);

    await main(page).getByLabel("Password", { exact: true }).fill(validPassword);
    const welcome = await clickForDialog(page, () =>
      main(page).getByRole("button", { name: "Sign In", exact: true }).click(),
    );
    expect(welcome).toBe("Welcome, Kavya Iyer!");
    await page.waitForURL((url) => url.pathname === "/");

    await openRegister(page);
    await fillForm(page, { first: "Kavya", last: "Iyer", email, phone: "4165550123", password: validPassword });
    await main(page).getByRole("button", { name: "Create Account", exact: true }).click();
    expect(await alertText(page)).toBe(EMAIL_TAKEN);
    expect(new URL(page.url()).pathname).toBe("/register");
    expect(unexpected(errors, /409/)).toEqual([]);
  });

  it("from an address over the registration limit, shows the server's 429 message and stays on the form", async () => {
    // Registrations are limited per client address (10 an hour). This browser connects from
    // 127.0.0.1, whose allowance the other specs need, so its registration is passed on, unchanged,
    // from an address of its own that has used its ten: the real server answers it.
    const address = freshClientAddress();
    const send = (body: string) =>
      fetchFrom(address, `${baseUrl}/api/customers`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: baseUrl },
        body,
      });
    for (let index = 0; index < 10; index++) {
      const email = `e2e-flood-${index}-${Math.random().toString(36).slice(2, 9)}@shop.test`;
      const body = { firstname: "Flood", lastname: "Bot", email, mobileno: "4165550100", password: validPassword };
      expect((await send(JSON.stringify(body))).status).toBe(201);
    }
    const { page, errors } = await session.newPage();
    // The form's POST to the page's action goes on from that address too.
    await postFrom(page, REGISTER_POSTS, address, baseUrl);
    await openRegister(page);
    const email = `e2e-limited-${Math.random().toString(36).slice(2, 9)}@shop.test`;
    await fillForm(page, { first: "Asha", last: "Rao", email, phone: "4165550100", password: validPassword });
    await main(page).getByRole("button", { name: "Create Account", exact: true }).click();
    expect(await alertText(page)).toMatch(
      /^Too many registration attempts from this address \(10 in 60 minutes\)\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(new URL(page.url()).pathname).toBe("/register");
    expect(unexpected(errors, /register\.data|status of 429/)).toEqual([]);
  });

  it("says so when the shop cannot be reached or fails without a message, with 'Loading...' while waiting", async () => {
    const { page, errors } = await session.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answer: "abort" | "502" = "abort";
    await page.route("**/register.data*", async (route) => {
      await held;
      if (answer === "abort") return route.abort("connectionfailed");
      return route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" });
    });
    await openRegister(page);
    await fillForm(page, {
      first: "Asha",
      last: "Rao",
      email: "asha-offline@shop.test",
      phone: "4165550100",
      password: validPassword,
    });
    await main(page).getByRole("button", { name: "Create Account", exact: true }).click();
    const loading = main(page).getByRole("button", { name: "Loading...", exact: true });
    await loading.waitFor();
    expect(await loading.isDisabled()).toBe(true);
    release();
    expect(await alertText(page)).toBe(REQUEST_ERROR);

    answer = "502";
    await main(page).getByRole("button", { name: "Create Account", exact: true }).click();
    await main(page).getByRole("alert").getByText("Registration failed. Please try again.", { exact: true }).waitFor();
    expect(unexpected(errors, /register\.data|status of 502|ERR_CONNECTION_FAILED/)).toEqual([]);
  });
});

describe("sign-in screens at every width", () => {
  it.each([
    ["/login", "login"],
    ["/register", "register"],
    ["/reset-password", "reset-password"],
  ])("%s passes the page checks at 375, 768 and 1280px", async (path, name) => {
    const { page, errors } = await session.newPage();
    const problems = await checkAtAllWidths(page, `${baseUrl}${path}`, name, (p) =>
      p.getByRole("heading", { level: 1 }).waitFor(),
    );
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});
