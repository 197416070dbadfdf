import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { RECEIPT, analyse, panelsForFile } from './receiptAnalysisCalls.js';

const { panel, listen } = panelsForFile();

/**
 * A reader's refusal of the panel is the panel's 502 with its own Turkish message, never the service's
 * words (English, or about its key); a file verdict from a proxy in front of it (nginx's HTML 413) stays
 * the file verdict it is.
 */
describe('an external reader that refuses', () => {
  it("answers a refusal of the panel (429) with the panel's own Turkish message", async () => {
    const refusing = await listen(
      http.createServer((_request, response) => {
        response.writeHead(429, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Rate limit exceeded for API key rk_live_123' }));
      }),
    );
    const { server, admin } = await panel({ RECEIPT_ANALYSIS_URL: refusing });
    const answer = await analyse(server, admin, RECEIPT);
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe('Dekont okuma servisi panelin isteğini reddetti');
  });

  it("passes on a proxy's 413 (an HTML page) as the file verdict it is, not as a broken reader", async () => {
    const proxy = await listen(
      http.createServer((_request, response) => {
        response.writeHead(413, { 'content-type': 'text/html' });
        response.end('<html><body><h1>413 Request Entity Too Large</h1></body></html>');
      }),
    );
    const { server, admin } = await panel({ RECEIPT_ANALYSIS_URL: proxy });
    expect((await analyse(server, admin, RECEIPT)).status).toBe(413);
  });
});
