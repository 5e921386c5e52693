import { afterAll, beforeAll, expect, it } from "vitest";
import { postTopic, signedInClient } from "./support/http.ts";
import { startServer, type TestServer } from "./support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "true" });
});
afterAll(async () => server?.stop());

it("a reply's link (from search or moderation) and the answer to posting it lead to the page that holds it", async () => {
  const c = await signedInClient(server.url, "192.0.2.77", "links");
  const topicUrl = await postTopic(c, {
    title: "Where do replies land?",
    category: "help-feedback",
    body: "Checking that links to replies find them.",
  });

  const posted = await c.post(topicUrl, { intent: "reply", body: "The first and only reply." });
  expect(posted.status).toBe(302);
  const replyUrl = posted.headers.get("location")!;
  expect(replyUrl).toMatch(new RegExp(`^${topicUrl}#reply-\\d+$`));
  const replyId = replyUrl.split("#reply-")[1];

  const permalink = await c.get(`${topicUrl}?reply=${replyId}`);
  expect(permalink.status).toBe(302);
  expect(permalink.headers.get("location")).toBe(replyUrl);
  // A reply of another topic, or no reply at all, leads to the topic itself.
  for (const bogus of ["999999", "abc", "-1"]) {
    const r = await c.get(`${topicUrl}?reply=${bogus}`);
    expect(r.status, bogus).toBe(302);
    expect(r.headers.get("location"), bogus).toBe(topicUrl);
  }
  const page = await (await c.get(topicUrl)).text();
  expect(page).toContain(`id="reply-${replyId}"`);
  expect(page).toContain("The first and only reply.");
});
