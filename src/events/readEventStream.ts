/** One server-sent event: its name and its data text. */
export interface StreamMessage {
  event: string;
  data: string;
}

/** Splits the text received so far into complete messages; answers them and the unfinished rest. */
export function parseEventStream(buffer: string): { messages: StreamMessage[]; rest: string } {
  const messages: StreamMessage[] = [];
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) messages.push({ event, data: data.join('\n') });
  }
  return { messages, rest };
}

/**
 * Reads a text/event-stream body until it ends or the signal aborts, handing over each message.
 * EventSource cannot send the Authorization header, so the stream is read from a fetch response.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: StreamMessage) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const parsed = parseEventStream(buffer + decoder.decode(value, { stream: true }));
      buffer = parsed.rest;
      parsed.messages.forEach(onMessage);
    }
  } finally {
    reader.releaseLock();
  }
}
