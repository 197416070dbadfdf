import { execFile } from 'node:child_process';

export type ToolFailure = 'missing' | 'timeout' | 'failed';

/** A command-line tool that could not be started, ran too long, or exited with an error. */
export class ToolError extends Error {
  constructor(
    readonly failure: ToolFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ToolError';
  }
}

export interface ToolRun {
  /** Written to the tool's standard input, which is then closed. */
  input?: Buffer;
  timeoutMs: number;
  /** Largest standard output accepted, in bytes. */
  maxOutputBytes: number;
  env?: NodeJS.ProcessEnv;
  /** Ends the run (SIGKILL) when aborted: the caller has given up on the answer. */
  signal?: AbortSignal;
}

/**
 * Runs a program with an argument array (never through a shell), feeds it `input` on stdin, and answers
 * its standard output. It is killed (SIGKILL) after `timeoutMs`.
 */
export function runTool(command: string, args: string[], run: ToolRun): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      command,
      args,
      {
        encoding: 'buffer',
        timeout: run.timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: run.maxOutputBytes,
        env: run.env ?? process.env,
        windowsHide: true,
        signal: run.signal,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const code = (error as NodeJS.ErrnoException).code;
        const detail = stderr.toString('utf8').trim().split('\n').slice(-3).join(' | ');
        if (code === 'ENOENT') return reject(new ToolError('missing', `${command} is not installed`));
        if (error.name === 'AbortError' || error.killed || error.signal === 'SIGKILL')
          return reject(new ToolError('timeout', `${command} ran longer than ${run.timeoutMs} ms`));
        reject(new ToolError('failed', `${command} failed: ${detail || error.message}`));
      },
    );
    // A tool that exits before reading all its input closes the pipe: that is its exit status's business.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(run.input ?? Buffer.alloc(0));
  });
}
