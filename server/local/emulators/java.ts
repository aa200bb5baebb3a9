import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { StackStartupError } from './startup-error.js';

export interface JavaRuntime {
  command: string;
  majorVersion: number;
}

/** The java command to use: $JAVA, else $JAVA_HOME/bin/java, else `java` from PATH. */
export function javaCommand(env: NodeJS.ProcessEnv = process.env): string {
  if (env.JAVA) return env.JAVA;
  if (env.JAVA_HOME) return path.join(env.JAVA_HOME, 'bin', 'java');
  return 'java';
}

/** Parses the major version from `java -version` output ("1.8.0_392" → 8, "17.0.15" → 17, "21" → 21). */
export function parseJavaMajorVersion(versionOutput: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?[^"]*"/.exec(versionOutput);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

/** Finds Java and checks it is new enough, or throws an error that says how to install it. */
export function detectJava(minimumMajor: number, env: NodeJS.ProcessEnv = process.env): JavaRuntime {
  const command = javaCommand(env);
  const result = spawnSync(command, ['-version'], { encoding: 'utf8', timeout: 15_000 });
  if (result.error) {
    throw new StackStartupError(
      `Java was not found (tried \`${command}\`). The Firestore emulator needs Java ${minimumMajor} or newer.`,
      'Install a Java runtime, e.g. on Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless\n' +
        '(macOS: brew install openjdk@21). Or point JAVA_HOME at an installed JDK/JRE.',
    );
  }
  const output = `${result.stderr ?? ''}${result.stdout ?? ''}`;
  const majorVersion = parseJavaMajorVersion(output);
  if (majorVersion === null) {
    throw new StackStartupError(
      `Could not read the Java version from \`${command} -version\`.`,
      'Check that your Java installation works: java -version',
      output.trim(),
    );
  }
  if (majorVersion < minimumMajor) {
    throw new StackStartupError(
      `Java ${majorVersion} is too old; the Firestore emulator needs Java ${minimumMajor} or newer.`,
      'Install a newer Java, e.g. sudo apt-get install -y openjdk-17-jre-headless, or set JAVA_HOME to one.',
    );
  }
  return { command, majorVersion };
}
