import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "@/components/form-field";
import {
  STOCK_ALERTS_PATH,
  STOP_ALERTS_BUTTON,
  STOP_ALERTS_DONE,
  STOP_ALERTS_FAILED,
  STOP_ALERTS_NONE,
  STOP_LINK_INVALID,
  stopAlertsQuestion,
  type StopAlertsPage,
} from "@/domain/stock-alerts";

/**
 * The stop link's page (decision 028): what the link can do, and the one button that does it. The
 * alerts stop only when the shopper presses it (a POST to the route's action), never on opening.
 */
export function StopAlertsForm({ page }: { page: StopAlertsPage }) {
  const navigation = useNavigation();
  const stopping = navigation.state === "submitting";
  switch (page.status) {
    case "invalid":
      return (
        <p role="alert">
          {STOP_LINK_INVALID} <Link to={STOCK_ALERTS_PATH}>Your back-in-stock list</Link>
        </p>
      );
    case "none":
      return <p>{STOP_ALERTS_NONE}</p>;
    case "stopped":
      return (
        <p role="status">
          {STOP_ALERTS_DONE} <Link to="/">Continue shopping</Link>
        </p>
      );
    case "confirm":
    case "failed":
      return (
        <Form method="post" className="auth-form">
          <FormAlert message={page.status === "failed" ? STOP_ALERTS_FAILED : null} />
          {page.status === "confirm" && <p>{stopAlertsQuestion(page.count)}</p>}
          <input type="hidden" name="token" value={page.token} />
          <button type="submit" className="button auth-form__submit" disabled={stopping}>
            {stopping ? "Stopping..." : STOP_ALERTS_BUTTON}
          </button>
        </Form>
      );
  }
}
