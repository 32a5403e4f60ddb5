// The restart test of forthling-mcp --http --state-dir with the official
// TypeScript MCP SDK's Streamable HTTP client, in two runs around a
// restart of the server:
//
//   FORTHLING_MCP_URL=http://127.0.0.1:PORT/mcp node e2e-restart.mjs before
//     makes a session with definitions, data and files, and prints its
//     Mcp-Session-Id;
//   FORTHLING_MCP_URL=... FORTHLING_MCP_SESSION=ID node e2e-restart.mjs after
//     carries on with that session, which the server read back.
//
// go test ./cmd/forthling-mcp runs it, and stops and starts the server
// between the two runs (SIGTERM).

import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const url = new URL(process.env.FORTHLING_MCP_URL ?? "");
const phase = process.argv[2];
const text = (r) => r.content.map((c) => c.text).join("");

const transport = new StreamableHTTPClientTransport(url, { sessionId: process.env.FORTHLING_MCP_SESSION || undefined });
const client = new Client({ name: "forthling-e2e-restart", version: "1.0.0" });
try {
  await client.connect(transport);
  if (phase === "before") {
    const r = await client.callTool({
      name: "forth_eval",
      arguments: {
        code: `: sq dup * ; VARIABLE kept 9 sq kept ! S" lib.fth" INCLUDED 1 2`,
        data: "the data of before",
        files: { "lib.fth": ": from-lib 123 ;" },
      },
    });
    assert.equal(r.isError, undefined, text(r));
    console.log(transport.sessionId);
  } else if (phase === "after") {
    const r = await client.callTool({
      name: "forth_eval",
      arguments: { code: `kept @ . 4 sq . from-lib . DATA TYPE` },
    });
    assert.equal(r.isError, undefined, text(r));
    assert.equal(text(r), "81 16 123 the data of before ok\nstack: 1 2\n");
    const stack = await client.callTool({ name: "forth_stack", arguments: {} });
    assert.deepEqual(stack.structuredContent.stack, [1, 2]);
    console.log("the session went on after the restart");
  } else {
    throw new Error("give the phase: before or after");
  }
} finally {
  await client.close();
}
