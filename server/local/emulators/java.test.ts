import { describe, expect, it } from 'vitest';
import { detectJava, javaCommand, parseJavaMajorVersion } from './java.js';
import { StackStartupError } from './startup-error.js';

describe('parseJavaMajorVersion', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['openjdk version "21" 2023-09-19', 21],
    ['openjdk version "21.0.2" 2024-01-16 LTS', 21],
    ['java version "1.8.0_392"', 8],
    ['openjdk version "11.0.22" 2024-01-16', 11],
    ['openjdk version "25-ea" 2025-09-16', 25],
    ['no version here', null],
    ['', null],
  ])('%s → %s', (output, major) => {
    expect(parseJavaMajorVersion(output)).toBe(major);
  });
});

describe('javaCommand', () => {
  it.each([
    [{ JAVA: '/opt/jdk/bin/java', JAVA_HOME: '/usr/lib/jvm/x' }, '/opt/jdk/bin/java'],
    [{ JAVA_HOME: '/usr/lib/jvm/x' }, '/usr/lib/jvm/x/bin/java'],
    [{}, 'java'],
  ])('%j → %s', (env, command) => {
    expect(javaCommand(env)).toBe(command);
  });
});

describe('detectJava', () => {
  it('says how to install Java when it is missing', () => {
    expect(() => detectJava(17, { JAVA: '/nonexistent/java' })).toThrow(StackStartupError);
    try {
      detectJava(17, { JAVA: '/nonexistent/java' });
    } catch (error) {
      expect((error as StackStartupError).hint).toContain('apt-get install -y openjdk-17-jre-headless');
    }
  });
});
