/**
 * The served build with one hole the app does not have: the product page also writes its
 * product's description as raw HTML. React and React Router escape every text they are given, so a
 * script in the catalogue never becomes a script element in the real pages; this copy lets one
 * through, to see what the pages' script policy does with a script the server did not write (the
 * escaping mistake it is there for). The server build is a module over the real one that replaces
 * that route's component, with the build's own React and React Router; the client files are the
 * real ones.
 */
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./local-stack";

const PRODUCT_ROUTE = "routes/product";

/** Makes the copy beside `buildDir` (a folder relative to the repository) and answers its folder, relative too. */
export function scriptSinkBuild(buildDir: string): string {
  const real = resolve(root, buildDir);
  const sink = join(root, ".tmp", "script-sink-build");
  rmSync(sink, { recursive: true, force: true });
  mkdirSync(join(sink, "server"), { recursive: true });
  symlinkSync(join(real, "client"), join(sink, "client"), "dir");
  const serverFile = join(real, "server", "index.js");
  // React and React Router are bundled into the server build: its own copies, imported as it imports them.
  const framework = /^import \{[^}]*\} from "\.\/assets\/framework-[\w-]+\.js";$/m.exec(
    readFileSync(serverFile, "utf8"),
  )?.[0];
  if (!framework || !/\bas require_react\b/.test(framework) || !/\bas useLoaderData\b/.test(framework))
    throw new Error(`${serverFile} imports React and useLoaderData otherwise than this copy expects`);
  const server = JSON.stringify(pathToFileURL(serverFile).href);
  writeFileSync(
    join(sink, "server", "index.js"),
    [
      framework.replace('"./assets/', `"${pathToFileURL(join(real, "server", "assets")).href}/`),
      `import * as build from ${server};`,
      `export * from ${server};`,
      `const React = require_react();`,
      `const route = build.routes[${JSON.stringify(PRODUCT_ROUTE)}];`,
      `if (!route) throw new Error("no ${PRODUCT_ROUTE} in the server build");`,
      `function ProductWithRawDescription(props) {`,
      `  const loaded = useLoaderData();`,
      `  return React.createElement(React.Fragment, null, React.createElement(route.module.default, props),`,
      `    React.createElement("div", { dangerouslySetInnerHTML: { __html: loaded.product.description } }));`,
      `}`,
      `export const routes = { ...build.routes, [route.id]: { ...route, module: { ...route.module, default: ProductWithRawDescription } } };`,
      "",
    ].join("\n"),
  );
  return relative(root, sink);
}
