import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_LAUNCHER } from '../../e2e/support/chromium';

/** Runs the launcher with Node standing in for Chromium: it prints the arguments it was started with. */
function argumentsChromiumGets(args: string[]): string[] {
  const printer = ['-e', 'process.stdout.write(JSON.stringify(process.argv.slice(1)))', '--'];
  const output = execFileSync(CHROMIUM_LAUNCHER, [...printer, ...args], {
    env: { ...process.env, CARTWATCH_CHROMIUM: process.execPath },
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[];
}

describe('the tests’ Chromium launcher', () => {
  it('merges every --disable-features into one switch, so a later list does not undo an earlier one', () => {
    expect(argumentsChromiumGets(['--headless', '--disable-features=A,B', '--no-sandbox', '--disable-features=C'])).toEqual([
      '--headless',
      '--no-sandbox',
      '--disable-features=A,B,C',
    ]);
  });

  it('passes other arguments as they are, spaces and all', () => {
    expect(argumentsChromiumGets(['--user-data-dir=/tmp/a profile', '--enable-features=X', 'about:blank'])).toEqual([
      '--user-data-dir=/tmp/a profile',
      '--enable-features=X',
      'about:blank',
    ]);
  });

  it('refuses to start without being told which Chromium', () => {
    const { CARTWATCH_CHROMIUM: _unset, ...env } = process.env;
    expect(() => execFileSync(CHROMIUM_LAUNCHER, ['--headless'], { env, stdio: 'pipe' })).toThrow(/CARTWATCH_CHROMIUM/);
  });
});
