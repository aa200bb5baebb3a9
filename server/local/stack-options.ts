// What the local stack takes and what it hands back.
export interface LocalStackOptions {
  /** 0 or undefined: a free port. */
  appPort?: number;
  firestorePort?: number;
  authPort?: number;
  /** The local Razorpay test gateway's port (0: a free one). Not started when RAZORPAY_KEY_ID is set (real keys). */
  gatewayPort?: number;
  /** The local WhatsApp test double's port (0: a free one). Not started when WHATSAPP_ACCESS_TOKEN is set (real API). */
  whatsappPort?: number;
  projectId?: string;
  /** A directory keeps data across restarts (export on stop, import on start); null or undefined: ephemeral. */
  dataDir?: string | null;
  /** 'demo' seeds the demo catalog when the database starts empty (default); 'none' leaves it empty. */
  seed?: 'demo' | 'none';
  /** Start the Auth emulator (default true). It costs 10–20 s of CPU at start. */
  auth?: boolean;
  /** 'if-stale' (default) builds the web app when dist/web is missing or older than web/src. */
  buildWeb?: 'if-stale' | 'never';
  /** No progress lines. */
  quiet?: boolean;
  /** Names of the environment variables that set the ports, for "port taken" messages. */
  portEnvVars?: { app?: string; firestore?: string; auth?: string; gateway?: string; whatsapp?: string };
  /** Aborting stops whatever has started and rejects. */
  signal?: AbortSignal;
  /**
   * Where the web server and the Auth emulator listen (default 127.0.0.1). In a container, 0.0.0.0 lets the host's
   * browser reach them; the Firestore emulator always stays on loopback (only the server talks to it).
   */
  bindHost?: string;
  /** Where progress lines go (default console.log). */
  log?: (line: string) => void;
}

export interface LocalStack {
  url: string;
  projectId: string;
  firestoreHost: string;
  authHost: string | null;
  /** The local Razorpay test gateway's URL, or null when real Razorpay keys are configured. */
  gatewayUrl: string | null;
  /** The local WhatsApp test double's URL (its page shows the messages each phone received), or null with real settings. */
  whatsappUrl: string | null;
  /** The seeded admin account (only with the Auth emulator): signs in at /admin. */
  admin: { email: string; password: string } | null;
  /** Stops the server, saves the data (when a data directory is set) and stops the emulators. Safe to call twice. */
  stop(): Promise<void>;
}
