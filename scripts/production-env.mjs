// React and React Router load their development builds (several times slower to render, with
// checks and warnings) unless NODE_ENV is "production" when they are first imported; vitest's
// stacks inherit "test", a shell may have anything. Imported first by the servers of the
// production build, before anything that imports React.
process.env.NODE_ENV = "production";
