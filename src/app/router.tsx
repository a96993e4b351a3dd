import { createBrowserRouter } from "react-router-dom";
import { ErrorScreen } from "../components/error-screen";
import { Loading } from "../components/loading";
import { AppLayout } from "./layout";

/**
 * One lazy module per route, each with its own error boundary: a failing screen shows the
 * catch-all error text without taking the page frame down.
 */
export const router = createBrowserRouter([
  {
    Component: AppLayout,
    ErrorBoundary: ErrorScreen,
    HydrateFallback: Loading,
    children: [
      { index: true, lazy: () => import("./routes/home"), ErrorBoundary: ErrorScreen },
      { path: "*", lazy: () => import("./routes/not-found"), ErrorBoundary: ErrorScreen },
    ],
  },
]);
