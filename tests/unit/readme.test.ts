/**
 * The README stays a front door (at most 12 KB), every relative link in it and in docs/ leads to
 * a file that exists, and every decision record is listed in docs/decisions/README.md.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..", "..");
const README = join(root, "README.md");
const DOCS = join(root, "docs");
const DECISIONS = join(DOCS, "decisions");
const README_MAX_BYTES = 12 * 1024;
const DECISION_FILE = /^\d{3}-.+\.md$/;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

/**
 * The targets of a Markdown file's links: inline `[text](target)`, images and reference
 * definitions `[name]: target`. Fenced code blocks and code spans are not links.
 */
function linkTargets(markdown: string): string[] {
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "code");
  const targets: string[] = [];
  for (const match of text.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1] ?? "");
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm))
    targets.push(match[1] ?? "");
  return targets;
}

/** The file a relative link names, or null for links this check leaves alone (web, mail, same page). */
function linkedPath(fromFile: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) return null;
  const path = decodeURIComponent(target.split("#")[0]?.split("?")[0] ?? "");
  if (path === "") return null;
  return resolve(dirname(fromFile), path);
}

function brokenLinks(file: string): string[] {
  return linkTargets(readFileSync(file, "utf8")).flatMap((target) => {
    const path = linkedPath(file, target);
    return path === null || existsSync(path) ? [] : [`${relative(root, file)}: ${target}`];
  });
}

describe("the link checker itself", () => {
  it("finds inline, image and reference links, but not code", () => {
    const sample = [
      "See [the routes](docs/routes.md#cookies) and ![logo](public/favicon.svg).",
      "[ref]: docs/testing.md",
      "Not `[a](code.md)`, nor:",
      "```",
      "[b](fenced.md)",
      "```",
      "[web](https://example.com/x.md) [top](#start)",
    ].join("\n");
    expect(linkTargets(sample)).toEqual([
      "docs/routes.md#cookies",
      "public/favicon.svg",
      "https://example.com/x.md",
      "#start",
      "docs/testing.md",
    ]);
  });

  it("resolves relative links from the linking file, without the anchor, and skips web links", () => {
    expect(linkedPath(join(DOCS, "README.md"), "../README.md#deploy")).toBe(README);
    expect(linkedPath(join(DOCS, "README.md"), "decisions/README.md")).toBe(join(DECISIONS, "README.md"));
    expect(linkedPath(README, "https://docs.netlify.com/")).toBeNull();
    expect(linkedPath(README, "#environment")).toBeNull();
  });

  it("reports a link to a file that does not exist", () => {
    const path = linkedPath(README, "docs/no-such-file.md");
    expect(path).not.toBeNull();
    expect(existsSync(path ?? "")).toBe(false);
  });
});

describe("README.md", () => {
  it(`is at most ${README_MAX_BYTES} bytes`, () => {
    expect(statSync(README).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it("links to the documentation index", () => {
    expect(linkTargets(readFileSync(README, "utf8"))).toContain("docs/README.md");
  });

  it("has no relative link to a missing file", () => {
    expect(brokenLinks(README)).toEqual([]);
  });
});

describe("docs/", () => {
  const files = markdownFiles(DOCS);

  it("has Markdown files to check", () => {
    expect(files).toContain(join(DOCS, "README.md"));
  });

  it.each(files.map((file) => [relative(root, file), file]))("%s has no relative link to a missing file", (_, file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it("lists every decision record in docs/decisions/README.md", () => {
    const decisions = readdirSync(DECISIONS).filter((name) => DECISION_FILE.test(name));
    expect(decisions.length).toBeGreaterThan(0);
    const index = join(DECISIONS, "README.md");
    const listed = new Set(
      linkTargets(readFileSync(index, "utf8")).map((target) => linkedPath(index, target) ?? target),
    );
    const missing = decisions.filter((name) => !listed.has(join(DECISIONS, name)));
    expect(missing).toEqual([]);
  });
});
