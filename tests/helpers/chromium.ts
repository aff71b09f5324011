// @sparticuz/chromium's flags are tuned for serverless; these would break or hide things here.
const DROPPED_FLAGS = [/^--single-process/, /^--disable-web-security/, /^--allow-running-insecure-content/, /^--disable-features=/, /^--enable-features=/, /^--headless/]
// The machine has no internet: no background calls home.
const EXTRA_FLAGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu']

/**
 * The real headless Chromium of @sparticuz/chromium (never a downloaded browser), or CHROME_PATH
 * when set, with the flags that suit a test machine. Used by the browser tests and the audit.
 */
export async function chromiumBinary(): Promise<{ executablePath: string; args: string[] }> {
  const sparticuz = (await import('@sparticuz/chromium')).default
  const executablePath = process.env.CHROME_PATH || (await sparticuz.executablePath())
  return { executablePath, args: [...sparticuz.args.filter((a) => !DROPPED_FLAGS.some((re) => re.test(a))), ...EXTRA_FLAGS] }
}
