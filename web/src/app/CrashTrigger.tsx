import { useSearchParams } from 'react-router-dom';

/**
 * Throws during render when the URL has `?simulate-crash=1`, so the crash boundary can be seen and tested in the real
 * build. Harmless: it only shows the crash screen to whoever typed the parameter.
 */
export function CrashTrigger() {
  const [params] = useSearchParams();
  if (params.get('simulate-crash') === '1') throw new Error('Simulated crash (simulate-crash=1 in the URL)');
  return null;
}
