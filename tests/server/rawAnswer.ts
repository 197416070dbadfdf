/** A header's value in a raw HTTP/1.1 answer (head and body as text), or undefined. */
export const headerOf = (answer: string, name: string) =>
  answer
    .split('\r\n\r\n')[0]
    .split('\r\n')
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
