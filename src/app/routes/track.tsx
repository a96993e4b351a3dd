/** Placeholder (issue 6): replaced by the real screen. */
function TrackRoute() {
  return <h1>Track order</h1>;
}

export { TrackRoute as Component };
