import net from 'node:net';

export type FaultMode = 'pass' | 'refuse' | 'hang';

/**
 * A TCP proxy in front of a database that can make it misbehave the ways a real one does: refuse connections
 * (nothing listens), hang (connections accepted, nothing ever answered: a frozen server or a black-holed network),
 * hold its answers (a query in flight), and drop every open connection (a restart, a cut cable).
 */
export class FaultProxy {
  private server: net.Server | undefined;
  private readonly pairs = new Set<{ client: net.Socket; upstream?: net.Socket }>();
  private mode: FaultMode = 'pass';
  private holding = false;
  /** Answers held back since holdAnswers(): more than none means a query is in flight. */
  private held = 0;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** The URL of `databaseUrl` with its host and port replaced by this proxy's. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  async start(): Promise<void> {
    await this.listen();
  }

  private listen(): Promise<void> {
    const server = net.createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  private accept(client: net.Socket): void {
    const pair: { client: net.Socket; upstream?: net.Socket } = { client };
    this.pairs.add(pair);
    const forget = () => {
      this.pairs.delete(pair);
      client.destroy();
      pair.upstream?.destroy();
    };
    client.on('error', forget);
    client.on('close', forget);
    // Hanging: the connection is accepted and then nothing is ever said (the driver waits for the server's hello).
    if (this.mode === 'hang') return;
    const upstream = net.connect(this.target.port, this.target.host);
    pair.upstream = upstream;
    upstream.on('error', forget);
    upstream.on('close', forget);
    client.on('data', (chunk) => {
      if (this.mode === 'pass') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (this.mode !== 'pass') return;
      if (this.holding) this.held++;
      else client.write(chunk);
    });
  }

  /** Connections work. After refuse(), listens again on the same port. */
  async pass(): Promise<void> {
    this.holding = false;
    this.mode = 'pass';
    if (!this.server?.listening) await this.listen();
  }

  /** Nothing listens: new connections get ECONNREFUSED, open ones are cut. */
  async refuse(): Promise<void> {
    this.mode = 'refuse';
    const server = this.server;
    this.dropAll();
    if (server?.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Accepts connections and never answers; open connections go silent (what is sent to them is lost). */
  hang(): void {
    this.mode = 'hang';
  }

  /** Open connections keep working but the server's answers are held back (a query in flight). */
  holdAnswers(): void {
    this.holding = true;
    this.held = 0;
  }

  /**
   * Resolves once the database has answered something the proxy is holding back: a query is then surely in flight.
   * (A fixed wait was not enough on a busy machine: the call had not reached the database yet.)
   */
  async answerHeld(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.held === 0) {
      if (Date.now() > deadline) throw new Error('no query reached the database while answers were held');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Cuts every open connection (a database restart, a network cut); new ones work. */
  dropAll(): void {
    for (const pair of [...this.pairs]) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    this.pairs.clear();
  }

  async stop(): Promise<void> {
    this.dropAll();
    const server = this.server;
    if (server?.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
