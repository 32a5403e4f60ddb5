// The end-to-end test of forthling-mcp --http with the official TypeScript
// MCP SDK's Streamable HTTP client: sessions of different clients never see
// each other's words, data or files; a session keeps its state; 100 clients
// making 20 calls each at once get the right answers; a cancelled call
// stops; DELETE ends a session; tokens are checked and a token never
// reaches another's session; an idle session ends; the files a session
// writes are resources its client alone lists and reads.
//
//   FORTHLING_MCP_URL=http://127.0.0.1:PORT/mcp FORTHLING_MCP_TOKENS=alice:T1,bob:T2 \
//   FORTHLING_MCP_IDLE_MS=3000 node e2e-http.mjs
//
// go test ./cmd/forthling-mcp runs it against a server it starts.

import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const url = new URL(process.env.FORTHLING_MCP_URL ?? "");
const tokens = Object.fromEntries((process.env.FORTHLING_MCP_TOKENS ?? "").split(",").map((t) => t.split(":")));
const idleMs = Number(process.env.FORTHLING_MCP_IDLE_MS ?? 0);

let calls = 0;
const opened = [];

async function connect(token, sessionId) {
  const transport = new StreamableHTTPClientTransport(url, {
    requestInit: token ? { headers: { Authorization: `Bearer ${token}` } } : undefined,
    sessionId,
  });
  const client = new Client({ name: "forthling-e2e-http", version: "1.0.0" });
  await client.connect(transport);
  opened.push(client);
  return { client, transport };
}

const text = (r) => r.content.map((c) => c.text).join("");
async function evalCode(client, code, extra = {}) {
  calls++;
  return client.callTool({ name: "forth_eval", arguments: { code, ...extra } });
}

try {
  // without a token, or with a wrong one, nothing is served
  await assert.rejects(connect(undefined), /bearer token/);
  await assert.rejects(connect("not-a-token-of-this-server"), /bearer token/);

  const a = await connect(tokens.alice);
  const b = await connect(tokens.alice);
  assert.match(a.client.getInstructions(), /pass it as "session"/);
  const { tools } = await a.client.listTools();
  assert.ok(tools.every((t) => t.inputSchema.properties.session["x-mcp-header"] === "Session"));

  // a session keeps its words, stacks, data and files; the other sees none
  let r = await evalCode(a.client, ": secret 42 ; VARIABLE v 7 v ! 1 2", {
    data: "alice's data",
    files: { "a.txt": "alice's file" },
  });
  assert.equal(text(r), " ok\nstack: 1 2\n");
  r = await evalCode(b.client, "secret");
  assert.equal(r.isError, true);
  assert.match(text(r), /undefined word: SECRET/);
  r = await evalCode(b.client, 'S" a.txt" R/O OPEN-FILE NIP 0<> . DATA NIP .');
  assert.equal(text(r), "-1 0  ok\nstack: empty\n");
  r = await evalCode(a.client, 'secret . v @ . DATA TYPE S" a.txt" R/O OPEN-FILE NIP .');
  assert.equal(text(r), "42 7 alice's data0  ok\nstack: 1 2\n");

  // the files are resources of the client session that made them: another
  // client session lists and reads none of them
  r = await evalCode(a.client, 'S" made.txt" W/O CREATE-FILE THROW S" hello" ROT WRITE-FILE THROW');
  assert.ok(!r.isError, text(r));
  const made = (await a.client.listResources()).resources.find((x) => x.name === "made.txt");
  assert.ok(made, "the writer lists made.txt");
  assert.equal((await a.client.readResource({ uri: made.uri })).contents[0].text, "hello");
  assert.equal((await b.client.listResources()).resources.length, 0);
  await assert.rejects(b.client.readResource({ uri: made.uri }));

  // 100 clients, 20 calls each, all at once; meanwhile a and b keep busy
  // enough not to be idle
  const keepAlive = setInterval(() => {
    for (const c of [a, b]) c.client.callTool({ name: "forth_stack", arguments: {} }).catch(() => {});
  }, 500);
  await Promise.all(
    Array.from({ length: 100 }, async (_, i) => {
      const { client, transport } = await connect(tokens.bob);
      await evalCode(client, `: mine ${i} ;`);
      for (let j = 0; j < 20; j++) {
        const r = await evalCode(client, `mine ${j * 1000} + .`);
        assert.equal(text(r), `${i + j * 1000}  ok\nstack: empty\n`, `client ${i}, call ${j}`);
      }
      await transport.terminateSession();
      await client.close();
    }),
  ).finally(() => clearInterval(keepAlive));

  // a cancelled call stops, and the session goes on at once
  const abort = new AbortController();
  const spinning = a.client.callTool({ name: "forth_eval", arguments: { code: ": spin BEGIN AGAIN ; spin" } }, undefined, {
    signal: abort.signal,
  });
  setTimeout(() => abort.abort("enough"), 300);
  await assert.rejects(spinning);
  const start = Date.now();
  r = await evalCode(a.client, "2 3 +"); // the cancelled call ended in an error, which empties the stacks
  assert.equal(text(r), " ok\nstack: 5\n");
  assert.ok(Date.now() - start < 1500, `the next call waited ${Date.now() - start}ms behind a cancelled one`);

  // bob cannot reach alice's session, even with its id
  const stolen = await connect(tokens.bob, a.transport.sessionId).catch((err) => err);
  if (stolen instanceof Error) {
    assert.match(String(stolen), /404|gone/);
  } else {
    await assert.rejects(evalCode(stolen.client, "secret ."), /404|gone/);
  }

  // DELETE ends a session: its id no longer works
  const sessionId = b.transport.sessionId;
  await b.transport.terminateSession();
  const ended = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      Authorization: `Bearer ${tokens.alice}`,
      "Mcp-Session-Id": sessionId,
      "Mcp-Protocol-Version": b.transport.protocolVersion,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "forth_stack", arguments: {} } }),
  });
  assert.equal(ended.status, 404);

  // an idle session ends
  if (idleMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, idleMs * 2));
    await assert.rejects(evalCode(a.client, "1"), /404|gone/);
  }

  console.log(`ok: ${calls} calls over HTTP, in ${opened.length} clients`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await Promise.allSettled(opened.map((c) => c.close()));
}
