// The end-to-end test of forthling-mcp with a client that no one here
// wrote: the official TypeScript MCP SDK. It starts the server (the binary
// named by FORTHLING_MCP), lists the tools and calls each. The SDK's client
// checks every structuredContent against the tool's outputSchema (after
// listTools) and rejects a call whose result does not match, so every
// call here is also a schema check.
//
//   FORTHLING_MCP=path/to/forthling-mcp node e2e.mjs
//
// go test ./cmd/forthling-mcp runs it when node and the SDK are installed.

import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { ResourceListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";

const server = process.env.FORTHLING_MCP;
if (!server) {
  console.error("FORTHLING_MCP must name the forthling-mcp binary");
  process.exit(2);
}

const transport = new StdioClientTransport({ command: server, args: ["--max-time", "30s", "--max-steps", "1000000000"], stderr: "inherit" });
const client = new Client({ name: "forthling-e2e", version: "1.0.0" });
let listChanged = 0;
client.setNotificationHandler(ResourceListChangedNotificationSchema, () => listChanged++);
await client.connect(transport);

let calls = 0;
async function call(name, args) {
  calls++;
  return client.callTool({ name, arguments: args });
}
const text = (r) => r.content.map((c) => c.text).join("");
async function evalCode(code, extra = {}) {
  return call("forth_eval", { code, ...extra });
}

try {
  assert.equal(client.getServerVersion().name, "forthling");
  const instructions = client.getInstructions();
  assert.match(instructions, /ALSO JSON/);
  assert.match(instructions, /steps/);

  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), ["forth_eval", "forth_help", "forth_output", "forth_reset", "forth_stack", "forth_words"]);
  for (const t of tools) {
    assert.ok(t.outputSchema, `${t.name} has an output schema`);
    assert.equal(t.inputSchema.additionalProperties, false, `${t.name} takes no other arguments`);
    assert.equal(t.annotations.openWorldHint, false, `${t.name} is not open-world`);
  }
  for (const name of ["forth_stack", "forth_words", "forth_help", "forth_output"]) {
    assert.equal(tools.find((t) => t.name === name).annotations.readOnlyHint, true, `${name} is read-only`);
  }

  // a call that goes well: the REPL's text and the same as JSON
  let r = await evalCode(": sq ( n -- n*n ) DUP * ;  49 sq . 1 2");
  assert.equal(text(r), "2401  ok\nstack: 1 2\n");
  assert.equal(r.isError ?? false, false);
  assert.deepEqual(r.structuredContent.stack, [1, 2]);
  assert.equal(r.structuredContent.output, "2401 ");
  assert.equal(r.structuredContent.error, null);

  // an error: where it happened, the words running, the stack at the error
  r = await evalCode("2DROP : STEP ( a b -- a/b ) / ;  : MAIN 5 1 7 0 STEP ;\n  MAIN");
  assert.equal(r.isError, true);
  assert.equal(
    text(r),
    "error -10: division by zero\nat input, line 2, column 3: MAIN\nin: MAIN > STEP > /\nstack at the error: 5 1\nstack: empty\n",
  );
  assert.deepEqual(r.structuredContent.error.words, ["MAIN", "STEP", "/"]);

  // a definition left open is named in the calls after it, and using its
  // word says that it is still open
  r = await evalCode(": area ( w h -- a ) *");
  assert.equal(r.structuredContent.open_definition.word, "AREA");
  r = await evalCode("3 4 area .");
  assert.equal(r.isError, true);
  assert.match(text(r), /^error -13: undefined word: AREA \(AREA is not defined yet: its definition is still open and needs its ;\)\n/);
  assert.equal(r.structuredContent.error.open_definition.earlier_call, true);

  // a common slip gets a hint that says the fix
  r = await evalCode("3.5 F.");
  assert.match(r.structuredContent.error.hint, /a float needs an exponent, as in 3\.5E0/);

  // a redefinition is a warning that names the words still on the old word
  await evalCode(": twice ( n -- 2n ) 2 * ;  : quad ( n -- 4n ) twice twice ;");
  r = await evalCode(": twice ( n -- 2n ) DUP + ;");
  assert.equal(r.isError ?? false, false);
  assert.match(text(r), /^warning: TWICE is redefined; QUAD still uses the old TWICE/);
  assert.equal(r.structuredContent.warnings[0].kind, "redefinition");

  // a long output: its head and tail, the error first, the rest in pages
  r = await evalCode(": p BEGIN 65 EMIT AGAIN ; p");
  assert.match(text(r), /^error -258: limit exceeded: output\n/);
  assert.ok(text(r).length < 20000, `the answer has ${text(r).length} characters`);
  assert.equal(r.structuredContent.output_size, 1048576);
  r = await call("forth_output", { offset: 1048000 });
  assert.equal(r.structuredContent.output, "A".repeat(576));

  // a stack too deep to send whole
  r = await evalCode(": grow BEGIN 1 AGAIN ; grow");
  assert.equal(r.structuredContent.error.code, -3);
  assert.equal(r.structuredContent.error.stack.length, 32);

  // data, files and a trace in one call
  r = await evalCode('S" lib.fth" INCLUDED DATA NIP cube', {
    data: "abc",
    files: { "lib.fth": ": cube ( n -- n^3 ) DUP sq * ;\n" },
    trace: true,
  });
  assert.deepEqual(r.structuredContent.stack.slice(-1), [27]);
  assert.ok(r.structuredContent.trace.some((e) => e.word === "CUBE"));
  assert.equal(r.structuredContent.trace_dropped, 0);
  assert.match(text(r), /^trace:\n/);

  // tests and breaks
  r = await evalCode("ALSO TESTING ALSO DEBUG\nTESTING sums\nT{ 1 2 + -> 3 }T\nT{ 1 1 + -> 3 }T\n: f 7 9 BREAK + ; f DROP");
  assert.equal(r.structuredContent.tests.passed, 1);
  assert.equal(r.structuredContent.tests.failures[0].group, "sums");
  assert.equal(r.structuredContent.breaks.length, 1);
  assert.match(text(r), /^tests: 1 passed, 1 failed\nbreak 1: in F > BREAK/);

  // floats, including one JSON has no number for
  r = await evalCode("1.5E0 1E999");
  assert.deepEqual(r.structuredContent.fstack, [1.5, "Infinity"]);

  // a plot comes back as image content beside the text and the JSON, with a
  // link to the file, and the session's files are resources (a build
  // without PLOT writes a text file instead)
  const hasPlot = Boolean((await call("forth_help", { word: "PLOT-PNG" })).structuredContent.word);
  if (hasPlot) {
    r = await evalCode('ALSO PLOT CREATE YS 1e F, 3e F, 2e F,  S" e2e" PLOT-TITLE  YS 3 S" y" PLOT-BARS  S" plot.png" PLOT-PNG PREVIOUS');
    const image = r.content.find((c) => c.type === "image");
    assert.equal(image?.mimeType, "image/png");
    assert.equal(Buffer.from(image.data, "base64").subarray(1, 4).toString(), "PNG");
    const link = r.content.find((c) => c.type === "resource_link");
    assert.equal(link.uri, "forthling://files/plot.png");
    assert.deepEqual(r.structuredContent.files.map((f) => [f.name, f.image]), [["plot.png", "sent"]]);
    const read = await client.readResource({ uri: link.uri });
    assert.equal(read.contents[0].blob, image.data);
  } else {
    r = await evalCode('CREATE YS S" plot.png" W/O CREATE-FILE THROW CLOSE-FILE THROW');
    assert.deepEqual(r.structuredContent.files.map((f) => [f.name, f.image]), [["plot.png", "not sent: its bytes are not image/png"]]);
  }
  const { resources } = await client.listResources();
  const names = resources.map((x) => `${x.name} ${x.mimeType}`).sort();
  assert.deepEqual(names, ["lib.fth text/plain", "plot.png image/png"]);
  const lib = await client.readResource({ uri: "forthling://files/lib.fth" });
  assert.match(lib.contents[0].text, /: cube/);
  for (let i = 0; listChanged === 0 && i < 100; i++) await new Promise((ok) => setTimeout(ok, 10));
  assert.ok(listChanged > 0, "no notifications/resources/list_changed");

  // a long call with a progress token reports its progress, its own at last
  const progress = [];
  calls++;
  r = await client.callTool(
    { name: "forth_eval", arguments: { code: '1200 MS 3 4 S" almost" PROGRESS-MESSAGE 1200 MS' } },
    undefined,
    { onprogress: (p) => progress.push(p) },
  );
  assert.equal(r.isError ?? false, false);
  assert.ok(progress.length >= 2, `${progress.length} progress notifications in 2.4 seconds`);
  assert.deepEqual(progress.at(-1), { progress: 3, total: 4, message: "almost" });

  r = await call("forth_stack", {});
  assert.match(text(r), /^stack: /);
  assert.equal(r.structuredContent.fstack_depth, 2);

  r = await call("forth_words", {});
  assert.deepEqual(r.structuredContent.words.map((w) => w.name), ["YS", "F", "CUBE", "GROW", "P", "TWICE", "QUAD", "MAIN", "STEP", "SQ"]);

  r = await call("forth_words", { wordlist: "JSON", prefix: "JSON-ELEMENT", limit: 1 });
  assert.equal(r.structuredContent.total, 2);
  assert.equal(r.structuredContent.words.length, 1);

  r = await call("forth_help", { word: "DUP" });
  assert.equal(r.structuredContent.word.name, "DUP");
  r = await call("forth_help", { word: "DUPP" });
  assert.ok(r.structuredContent.near.some((w) => w.name === "DUP" && w.wordlist === "FORTH"));
  r = await call("forth_help", { word: "LESSONS" });
  assert.equal(r.structuredContent.word.also, "ALSO TUTORIAL");

  // an unknown argument is refused in words the model can read
  r = await call("forth_eval", { cod: "1" });
  assert.equal(r.isError, true);
  assert.match(text(r), /no argument "cod"/);

  // a cancelled call stops; the session goes on
  const abort = new AbortController();
  const spinning = client.callTool(
    { name: "forth_eval", arguments: { code: ": spin BEGIN AGAIN ; spin" } },
    undefined,
    { signal: abort.signal },
  );
  setTimeout(() => abort.abort("enough"), 500);
  await assert.rejects(spinning);
  calls++;
  // the SDK sent notifications/cancelled: the spin, which would run for
  // seconds, stops, so the next call does not wait for it
  const start = Date.now();
  r = await call("forth_reset", {});
  assert.equal(r.structuredContent.reset, true);
  assert.ok(Date.now() - start < 1500, `forth_reset waited ${Date.now() - start}ms behind a cancelled call`);
  r = await evalCode("2 3 +");
  assert.equal(text(r), " ok\nstack: 5\n");

  console.log(`ok: ${tools.length} tools, ${calls} calls, every structuredContent valid for its outputSchema`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await client.close();
}
