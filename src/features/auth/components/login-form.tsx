import { useSetAtom } from "jotai";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useState, type FormEvent } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import * as v from "valibot";
import { fieldA11y, FormAlert, FormField } from "@/components/form-field";
import { firstInvalidField, type FieldErrors } from "@/lib/form-check";
import { returnToIn } from "@/lib/safe-return-to";
import { sessionUserAtom, signInAtom } from "@/stores/session";
import {
  checkLogin,
  EMPTY_LOGIN_VALUES,
  LOGIN_FIELDS,
  loginFailure,
  USER_NOT_FOUND,
  welcomeMessage,
  type LoginField,
  type LoginValues,
} from "@/features/auth/utils/login-messages";
import { PasswordInput } from "./password-input";

const FIELD_IDS: Record<LoginField, string> = { email: "login-email", password: "login-password" };

/** The register screen hands over the new account's email, so only the password is left to type. */
const HandedOverSchema = v.object({ email: v.string() });

type Phase = "idle" | "loading" | "signed-in";

/**
 * /login (SPEC.md sections 4, 5 and 8): both fields required, 'Loading...' on the disabled button
 * while the shop answers, then the welcome alert and home, or the section 8 message. A visitor
 * who is already signed in is sent to /UserProfile; until the session is known the form waits.
 * A page that sent the shopper here to sign in (`?returnTo=`, a path on this site) is where both
 * go instead.
 */
export function LoginForm() {
  const user = useAtomValue(sessionUserAtom);
  const signIn = useSetAtom(signInAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const returnTo = returnToIn(searchParams);
  const handedOver = v.safeParse(HandedOverSchema, location.state);
  const [values, setValues] = useState<LoginValues>({
    ...EMPTY_LOGIN_VALUES,
    email: handedOver.success ? handedOver.output.email : "",
  });
  const [submitted, setSubmitted] = useState(false);
  const [phase, setPhase] = useState<Phase>("idle");
  const [formError, setFormError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors<LoginField>>({});

  // Signing in here also makes `user` known: only a visitor who came signed in is sent away.
  if (user && phase === "idle") return <Navigate to={returnTo ?? "/UserProfile"} replace />;

  const check = checkLogin(values);
  const errors: FieldErrors<LoginField> = { ...serverErrors, ...(submitted && !check.ok ? check.errors : {}) };
  const waiting = phase !== "idle";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (waiting) return;
    setSubmitted(true);
    setServerErrors({});
    setFormError(null);
    if (!check.ok) {
      const first = firstInvalidField(LOGIN_FIELDS, check.errors);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setPhase("loading");
    try {
      const signedIn = await signIn(check.body);
      if (!signedIn) {
        setPhase("idle");
        setFormError(USER_NOT_FOUND);
        return;
      }
      setPhase("signed-in");
      window.alert(welcomeMessage(signedIn.name));
      navigate(returnTo ?? "/", { replace: returnTo !== null });
    } catch (error) {
      const failure = loginFailure(error);
      setPhase("idle");
      setFormError(failure.message);
      setServerErrors(failure.fields);
    }
  }

  const update = (field: LoginField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form
      className="auth-form"
      // Sent by script; POST so that a submission without it never puts the password in the address.
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={waiting || user === undefined}
    >
      <FormAlert message={formError} />
      <FormField id={FIELD_IDS.email} label="Email" error={errors.email}>
        <input
          id={FIELD_IDS.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          value={values.email}
          onChange={update("email")}
          {...fieldA11y(FIELD_IDS.email, errors.email)}
        />
      </FormField>
      <FormField id={FIELD_IDS.password} label="Password" error={errors.password}>
        <PasswordInput
          id={FIELD_IDS.password}
          name="password"
          autoComplete="current-password"
          required
          maxLength={128}
          value={values.password}
          onChange={update("password")}
          {...fieldA11y(FIELD_IDS.password, errors.password)}
        />
      </FormField>
      <p className="auth-form__aside">
        <Link to="/reset-password">Forgot password?</Link>
      </p>
      {/* Disabled until the session is known, so a sign-in never races the page's own session check. */}
      <button type="submit" className="button auth-form__submit" disabled={waiting || user === undefined}>
        {waiting ? "Loading..." : "Sign In"}
      </button>
    </form>
  );
}
